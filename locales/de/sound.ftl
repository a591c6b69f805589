## Der Ton.

sound-setting = Ton
