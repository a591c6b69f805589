### Die Option size eingebetteter Bretter: die Breite in CSS-Pixeln, die das Brett nicht überschreitet.

embed-option-size = size: „{ $value }“ ist keine Breite von 120 bis 4000 Pixeln; unverändert gelassen
