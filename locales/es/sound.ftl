## El sonido.

sound-setting = Sonido
