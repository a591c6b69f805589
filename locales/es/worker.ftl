## El programa del rival informático (src/web/computer.rs).

# Por qué el ordenador no pudo jugar, cuando su programa (una segunda descarga) no arrancó.
worker-failed = su programa no se pudo cargar o se detuvo; compruebe la conexión
