### Statuszeilen für Entscheidungen, die ein bloßes „am Zug“ nicht erklärt.

hint-to-move = { $seat } zieht mit der { $throw }.
hint-ambush = { $seat } kann der Figur von { $opponent } auf { $cells } aus der { -castle } einen Hinterhalt legen: wähle { $castle }, dann { $cells }. Oder verzichte auf den Hinterhalt und wirf.
hint-crossing = { $seat } zieht mit der { $throw }: die Figur auf { $cell } muss über die { -zan-bridge }.
hint-or = { $first } oder { $next }
