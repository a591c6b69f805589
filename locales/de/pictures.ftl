## Der Weg der Spielseite in den Stellungseditor und ihre Bilder des Bretts (vom Modul des
## Editors gemacht). Im gemeinsamen Katalog: die Spielseite zeigt sie.

pictures-edit-position = Diese Stellung bearbeiten
pictures-svg = SVG-Bild
pictures-png = PNG-Bild
pictures-section = Editor und Bilder
