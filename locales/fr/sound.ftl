## Le son.

sound-setting = Son
