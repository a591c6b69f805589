### El curso de Arsisesi (lessons/arsisesi.txt, docs/lessons.md): para cada paso su objetivo
### (una frase, sobre el tablero), -done (lo que enseña el paso, una vez alcanzado el objetivo) y
### -miss (por qué una jugada legal no alcanza el objetivo). Rangos (4), casillas (c3) y jugadas no cambian.

lesson-arsisesi-points = Tire el dado y reparta los puntos: una ficha al rango 2 y otra al rango 1.
lesson-arsisesi-points-done = Cada punto mueve una ficha un espacio, y puede repartir los puntos entre sus fichas en cualquier orden, o terminar antes el turno. Los tipos A y B se juegan solo en el Puente.
lesson-arsisesi-points-miss = Gaste los 3 puntos en dos fichas: 2 para una y 1 para la otra.
lesson-arsisesi-jump = Salte sobre la ficha de Norte en 3 para llegar a 4.
lesson-arsisesi-jump-done = Un salto lleva una ficha por encima de exactamente una ficha, de cualquier color, hasta el espacio vacío de detrás, por un punto.
lesson-arsisesi-jump-miss = Con su punto, salte de 2 sobre la ficha de 3 hasta 4.
lesson-arsisesi-kick = Salga saltando sobre la ficha de Norte en 1 y expúlsela volviendo sobre ella.
lesson-arsisesi-kick-done = Una expulsión es un paso hacia su propia Casa sobre una ficha rival, que vuelve a su Casa y empieza de nuevo. Una ficha que sale de su Casa salta primero y luego expulsa hacia atrás: 2 puntos.
lesson-arsisesi-kick-miss = Salte desde su Casa sobre la ficha de 1 hasta 2 y vuelva luego sobre ella.
lesson-arsisesi-there = Lleve su ficha de 7 a la Casa de Norte.
lesson-arsisesi-there-done = En el tipo A, una ficha que llega a la Casa rival da la vuelta y espera allí, a salvo de expulsiones, hasta que usted la haga volver.
lesson-arsisesi-there-miss = Use su punto para pasar de 7 a la Casa de Norte.
lesson-arsisesi-back = Haga volver su ficha desde la Casa de Norte, expulsando al salir la ficha de Norte en 7.
lesson-arsisesi-back-done = Una ficha de vuelta expulsa caminando directamente sobre una ficha rival, incluso cuando sale de la Casa rival.
lesson-arsisesi-back-miss = Saltar sobre la ficha de 7 la deja donde está; pase sobre ella para mandarla a casa.
lesson-arsisesi-lock = La ficha de Norte en 5 podría saltar su ficha de 4 y expulsarla: cierre el hueco detrás de ella.
lesson-arsisesi-lock-done = Dos fichas juntas no se pueden saltar, así que ninguna puede ser expulsada. Cuando ambos bandos tienen parejas así frente a frente, el Puente queda bloqueado y la partida termina en tablas.
lesson-arsisesi-lock-miss = Su ficha de 4 queda sola, con un espacio vacío detrás, desde donde Norte puede saltar y expulsar. Mueva 2 a 3.
lesson-arsisesi-win = Su última ficha está de vuelta: llévela a casa para ganar.
lesson-arsisesi-win-done = Una ficha que vuelve a su propia Casa queda completada; completar las cinco da la victoria.
lesson-arsisesi-win-miss = Pase de 1 a su Casa.
lesson-arsisesi-simple = Tipo B: lleve su ficha a la Casa de Norte y gaste después los 2 puntos restantes en una ficha nueva.
lesson-arsisesi-simple-done = En el tipo B cada jugador tiene como mucho una ficha en el Puente, una ficha que llega a la Casa rival queda completada en el acto, y los puntos que sobran sacan una ficha nueva.
lesson-arsisesi-simple-miss = Entre primero en la Casa de Norte y saque después una ficha nueva hasta el rango 2.
lesson-arsisesi-wide = Tipo C: expulse de lado la ficha de Norte en c3.
lesson-arsisesi-wide-done = En el tipo C las fichas entran en cualquiera de los cinco carriles y pueden dar pasos laterales; un paso lateral sobre un rival lo expulsa, un paso hacia delante nunca.
lesson-arsisesi-wide-miss = Dé un paso lateral de b3 a c3; la ficha de d4 solo puede saltar la de d5.
