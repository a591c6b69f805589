remote-title = Mit einem Freund auf einem anderen Gerät
remote-label-you = du
remote-label-friend = dein Freund
remote-your-side = Deine Seite:
remote-side-random = Zufällig
remote-choose = Wähle deine Seite; dann macht die Seite die Einladung für deinen Freund. Jeder spielt auf seinem eigenen Gerät, und die Würfe sind für beide fair.
remote-you-play = Du spielst { $seat }.
remote-sides-later = Die Seiten werden zu Beginn der Partie ausgelost.
remote-invite-made = Schick diese Einladung deinem Freund. Die Partie beginnt, wenn er sie annimmt.
remote-invited = Du bist zu einer Partie { $game } eingeladen: Du spielst { $seat }.
remote-invited-random = Du bist zu einer Partie { $game } eingeladen: Die Seiten werden ausgelost.
remote-accept = Annehmen
remote-accept-note = Nimm an und schick den Link dann deinem Freund zurück.
remote-first-move = Du ziehst zuerst: Mach deinen Zug und schick ihn dann zurück.
remote-send = Deinen Zug senden
remote-send-accept = Deine Zusage senden
remote-send-note = Schick diesen Link deinem Freund:
remote-share = Teilen
remote-copy = Kopieren
remote-qr = QR-Code
remote-qr-label = QR-Code des Links zum Senden
remote-copied = Link kopiert: Schick ihn deinem Freund.
remote-shared = Link an das Teilen-Menü übergeben.
remote-waiting = Warten auf deinen Freund. Öffne den Link, den er dir schickt, dann erscheint sein Zug hier.
remote-your-turn = Du bist am Zug.
remote-turn-ready = Dein Zug ist fertig: Schick ihn deinem Freund.
remote-replayed = Dein Freund hat gespielt: { $moves }
remote-start-ready = Dein Freund hat angenommen und beginnt: Schick ihm diesen Link, um die Partie zu starten.
remote-start = Partie starten
remote-news-threw = Warf { $value }.
remote-news-action = { $action }.
remote-analysis-off = Die Gewinnchancen sind aus, bis diese Partie vorbei ist: In einer Partie auf Distanz spielt niemand mit der Hilfe des Computers.
remote-hints-off = Tipps sind aus, bis diese Partie vorbei ist: In einer Partie auf Distanz spielt niemand mit der Hilfe des Computers.
remote-copy-refused = Der Link konnte nicht kopiert werden: Markiere ihn im Feld unten und kopiere ihn selbst.
remote-resign = Aufgeben
remote-resign-sure = Wirklich aufgeben?
remote-you-resigned = Du hast aufgegeben.
remote-they-resigned = Dein Freund hat aufgegeben.
remote-watching-among = Du schaust dieser Partie zu: Sie wird { $players ->
    [2] zwischen zwei anderen Geräten gespielt.
    [3] zwischen drei anderen Geräten gespielt.
   *[other] zwischen vier anderen Geräten gespielt.
} Ist es deine Partie, liegt sie in einem anderen Browser, auf diesem Gerät oder einem anderen: Öffne den Link dort, oder drück dort In einem anderen Browser fortsetzen, um sie hierher zu holen.
remote-other-tab = Diese Partie ging in einem anderen Tab weiter: Hier ist ihr jetziger Stand.
remote-cannot-start = Die Partie konnte nicht angelegt werden: { $why }
remote-not-yours = Dieser Zug ist Sache deines Freundes.
result-resigned = { $who } hat aufgegeben.
result-ended = Partie vorbei
remote-refused = Dieser Link wurde nicht angenommen: { $why } Deine Partie ist unverändert.
remote-why-damaged = Er ist beschädigt oder abgeschnitten. Bitte um ihn noch einmal.
remote-why-version = Er stammt von einer anderen Version von Quintet.
remote-why-record = Seine Züge sind nicht lesbar ({ $error }).
remote-why-other-game = Er gehört zu einer anderen Partie.
remote-why-no-part = Er setzt eine Partie fort, an der dieses Gerät nicht teilnimmt.
remote-why-seats = Nur Partien für zwei bis vier Spieler werden aus der Ferne gespielt.
remote-why-earlier = Es ist ein früherer Link dieser Partie, die inzwischen weiter ist.
remote-why-second = Jemand hat diese Einladung schon angenommen: { $players ->
    [2] Die Partie hat ihre zwei Spieler.
   *[other] Dieser Platz unter den { $players } Spielern war schon vergeben.
}
remote-why-conflict = Er widerspricht Nachricht { $number }, die vorher kam.
remote-why-missing = Vor ihm fehlt ein Link. Öffne die Links deines Freundes der Reihe nach.
remote-why-reveal = Er kommt nicht vom Gerät deines Gegners: Sein Geheimnis passt nicht.
remote-why-rewritten = Er ändert die Partie vor seinen neuen Zügen (bei Zug { $token }).
remote-why-wrong-seat = Zug { $token } steht seinem Absender nicht zu.
remote-why-undecided = Er zieht, bevor die Seiten ausgelost sind.
remote-why-early-throw = Er wirft, bevor ein Wurf erlaubt ist (Zug { $token }).
remote-why-forged = Zug { $token } ist ein Wurf von { $found }, aber die Würfel ergaben { $expected }.
remote-why-unfinished = Er hört mitten in einem Zug auf.
remote-why-over = Die Partie ist schon zu Ende.
remote-why-resignation = Seine Aufgabe ist hier nicht gültig.
remote-why-live = Die frischen Werte dieser Live-Partie, die er nennt, sind nicht die, die das andere Gerät gegeben hat.
remote-why-own = Er enthält einen Zug, der deiner ist.
remote-why-resign-turn = In einer Partie zu dritt oder zu viert gibst du auf, wenn du am Zug bist, damit sich die Aufgabe nicht mit dem Zug eines anderen kreuzt.
remote-why-state = Die Kopie der Partie auf diesem Gerät war nicht lesbar; sie bleibt unverändert erhalten.


## Live-Partien über ein Relay (src/web/remote/live/).
remote-live = ● Live
remote-live-reconnecting = Verbindung wird wiederhergestellt…
remote-live-offline = Offline: Schicke stattdessen den Link.
remote-live-another = Verbindung wird wiederhergestellt: anderes Relay wird versucht…
remote-live-overdue = Das Gerät deines Freundes hat noch nicht geantwortet. Du kannst jetzt mit den Werten des Links werfen und deinen Zug per Link schicken.
remote-live-relay-wait = Das Relay ist nicht erreichbar und hat deine Anfrage: Das Gerät deines Freundes hat vielleicht schon geantwortet, und nur diese Antwort hält diesen Zug gültig. Der Wurf folgt, sobald das Relay zurück ist.
remote-live-by-link = Per Link werfen
remote-live-thrown-by-link = Das Relay ist nicht erreichbar: Dein Wurf hat die Werte des Links verwendet. Schicke deinen Zug per Link.
remote-live-waiting = Warte auf deinen Freund: Sein Zug erscheint hier von selbst.
remote-live-throwing = Es wird geworfen: Das Gerät deines Freundes fügt seinen Teil der Würfel hinzu. Bis dahin ist „Werfen“ gesperrt.
remote-live-sent = Zug an deinen Freund gesendet.
remote-live-forged = Eine Nachricht im Relay dieser Partie kam nicht vom Gerät deines Freundes und wurde ignoriert. Deine Partie bleibt unverändert.
remote-already-here = Der Zug dieses Links ist schon in deiner Partie.

## The group in Your games (src/web/remote/games.rs).
remote-list-send-again = Erneut senden
remote-list-side = Du spielst { $seat }
remote-list-side-random = Seiten noch nicht ausgelost
remote-list-your-move = Du bist am Zug · empfangen { $when }
remote-list-waiting = Warten auf deinen Freund · gesendet { $when }
remote-list-waiting-group = Warten auf die anderen · gesendet { $when }
remote-list-won = Beendet: Du hast gewonnen
remote-list-lost = Beendet: Du hast verloren
remote-list-ended = Beendet: durch eine Aufgabe

## Partien zu dritt und zu viert (Arcēs; docs/remote.md, „Three and four“).
remote-choose-group = Wähle deine Seite; die Seite erstellt dann die Einladung an die { $others } anderen Spieler (ein Gruppenchat passt gut: jeder Zug geht an alle). Mit einer gewählten Seite nehmen die anderen die folgenden Plätze in Zugreihenfolge, in der Reihenfolge, in der sie beitreten. Jeder spielt auf seinem eigenen Gerät.
remote-group-joining = Eine Partie { $game }: { $joined } von { $players } Spielern sind dabei. Sie beginnt, wenn alle beigetreten sind.
remote-title-group = Mit Freunden auf anderen Geräten
remote-accept-note-group = Nimm an und schicke den Link dann an die anderen.
remote-group-full = Diese Partie hat schon ihre { $players } Spieler: Du siehst zu. Um ihr zu folgen, bitte einen von ihnen um seinen neuesten Link und öffne ihn hier.
remote-group-start = Alle sind dabei: schicke dies an die anderen, um die Partie zu beginnen.
remote-group-turn-ready = Dein Zug ist vollständig: schicke ihn an die anderen.
remote-group-waiting = { $seat } ist am Zug. Öffne jeden Link, den dir die anderen schicken, der Reihe nach, und die Züge erscheinen hier.
remote-group-live-waiting = { $seat } ist am Zug: die Züge erscheinen hier von selbst.
remote-group-resigned = { $seat } hat aufgegeben: die Partie ist vorbei.
remote-send-note-group = Schicke diesen Link an jeden anderen Spieler:
remote-replayed-seat = { $seat } spielte: { $moves }

## Version 2: signierte Nachrichten, Gruppen, die gleichzeitig beitreten (docs/remote.md, „Version 2“).
remote-why-altered = Er wurde verändert, nachdem das Gerät deines Freundes ihn erstellt hatte (seine Signatur passt nicht). Bitte deinen Freund, ihn noch einmal zu schicken.
remote-why-other-version = Er gehört zu einer anderen Version des Protokolls als diese Partie.
remote-why-group-full = Die Partie hat schon ihre { $players } Spieler: Diese Zusage kam zu spät. Wer sie geschickt hat, kann zusehen: Schick ihm deinen neuesten Link.
remote-group-gathering = Die Partie beginnt, sobald alle zugesagt haben: Öffne jede Zusage, die deine Freunde dir schicken, in beliebiger Reihenfolge (live kommen sie von selbst).
remote-group-accepted = Deine Zusage ist bereit: Schick sie dem, der dich eingeladen hat. Die Partie beginnt, wenn sein Gerät alle Zusagen hat; öffne dann den Link, den es schickt.
remote-list-watching = Du siehst zu
remote-list-watched = Du siehst zu · gezogen { $when }

## Wenn zwei Kopien abweichen (docs/remote.md, „When two copies differ“).
remote-dispute = Eure Kopien dieser Partie weichen ab Zug { $token } voneinander ab: Das Gerät deines Freundes hat { $theirs }; deins hat { $ours }.
remote-dispute-mine = Dieser Zug war deiner, also zählt deine Fassung: Schick deinen Link dieses Zuges noch einmal (unten), dann kann das Gerät deines Freundes ihn übernehmen.
remote-dispute-theirs = Dieser Zug war der deines Freundes, also zählt seine Fassung: Übernimm sie, um weiterzuspielen (deine Züge danach werden zurückgenommen, und du spielst deinen Zug neu).
remote-dispute-ask = Dieser Zug war der deines Freundes, also zählt seine Fassung: Bitte ihn, seinen Link dieses Zuges noch einmal zu schicken, und öffne ihn hier.
remote-dispute-take = Fassung deines Freundes übernehmen
remote-dispute-taken = Die Fassung deines Freundes für diesen Zug ist in deiner Partie: Sie geht von dort aus weiter.

## Eine Partie, die ihrem Spieler folgt (docs/remote.md, „A game that follows its player“).
remote-continue = In einem anderen Browser fortsetzen
remote-continue-note = Privat: Dieser Link trägt deinen Teil der Partie, samt Geheimnissen. Öffne ihn in deinem anderen Browser; schick ihn nie deinem Freund oder sonst jemandem: Wer ihn öffnet, spielt an deiner Stelle.
remote-moved = Du hast diese Partie in einen anderen Browser verschoben: Dort geht sie weiter, hier siehst du nur zu. Der private Link steht unten, falls du ihn noch einmal brauchst.
remote-continued = Diese Partie geht jetzt in diesem Browser weiter. Der Browser, aus dem sie kam, sieht nur noch zu.
remote-continue-older = Dieser Browser hat diese Partie schon weiter: Sie bleibt unverändert.
