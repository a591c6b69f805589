## Das Programm des Computergegners (src/web/computer.rs).

# Warum der Computer nicht ziehen konnte, wenn sein Programm (ein zweiter Download) nicht startete.
worker-failed = sein Programm ließ sich nicht laden oder hielt an; prüfe die Verbindung
