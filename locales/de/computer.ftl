### Der Computergegner auf der Seite.

computer-nobody-to-act = in dieser Stellung ist niemand am Zug
