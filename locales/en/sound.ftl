## Sound.

sound-setting = Sound
