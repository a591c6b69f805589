### Die geführte erste Partie (src/app/guide.rs).

guide-why-capture = Warum: { $game ->
    [senet] er greift die Figur auf { $cell } an, die auf das Feld deiner zurückweicht
    [arces] er setzt sich auf den gegnerischen { -stone } auf { $cell }, der sich nicht mehr bewegen kann
    [arsisesi] er schickt den { -token } auf { $cell } in sein { -home } zurück
    [seesaw] er schlägt den gegnerischen { -stack } auf { $cell }
   *[other] er schickt die Figur auf { $cell } in ihren { -pool } zurück
}.
guide-why-ambush = Warum: der Hinterhalt aus deiner { -castle } nimmt die Figur auf { $cell } ohne Wurf.
guide-why-off = Warum: er nimmt { $piece ->
    [token] einen { -token }
   *[piece] eine Figur
} vom Brett, eine weniger heimzubringen.
guide-why-enter = Warum: er bringt { $piece ->
    [token] einen neuen { -token }
    [stack] einen neuen { -stack }
   *[piece] eine neue Figur
} auf { $cell } ins Spiel.
guide-why-place-safe = Warum: er setzt einen { -stack } auf { $cell }, wo ihn im nächsten Zug kein gegnerischer { -stack } erreicht.
guide-why-place = Warum: er setzt einen { -stack } auf { $cell }: ein { -stack } mehr ist gewonnenes Material.
guide-why-safe = Warum: er endet auf { $cell }, wo keine Antwort ihn schlagen kann.
guide-why-fate-own = Warum: er landet auf deinem eigenen { -gethreln } auf { $cell }, das einen weiteren Wurf bringt.
guide-why-gold = Warum: deine { -marble } zieht nach { $cell }, näher ans { -gold } in der Mitte, das gewinnt.
guide-why-best = Warum: von allen Zügen lässt er dir die besten Gewinnchancen.

guide-tip-ambush = Erster Hinterhalt: eine Figur direkt über oder unter einer besetzten { -castle }, auf { $cell }, kann statt eines Wurfs geschlagen werden. Halte Abstand zur gegnerischen { -castle }.
guide-tip-chain = Erster Kettenschlag, auf { $cell }: ein { -stack }, der mit übrigen Schritten schlägt, muss erneut schlagen, wenn er kann; sonst darf er mit dem Rest weiterziehen oder anhalten.
guide-tip-cage = Erster { -cage }, auf { $cell }: ein { -stone }, der auf einen einzelnen gegnerischen { -stone } zieht, setzt sich darauf, und der untere kann sich nicht bewegen, bis er befreit wird; von einem { -tower } aus schlägt er ihn.
guide-tip-kick = Erster Tritt, auf { $cell }: ein { -token }, der zu seinem eigenen { -home } zurück auf einen gegnerischen { -token } tritt, schickt ihn nach Hause, all sein Fortschritt verloren.
guide-tip-fate = Eine Figur ist auf einem { -gethreln } gelandet, { $cell }: auf dem eigenen bringt es einen weiteren Wurf, auf dem des Gegners geht sie zurück in den { -pool }.
guide-tip-attack = Erster Angriff, auf { $cell }: eine Figur, die auf einer einzelnen gegnerischen Figur landet, tauscht mit ihr den Platz; zwei nebeneinander schützen sich.
