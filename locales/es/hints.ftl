### Líneas de estado para las decisiones que «le toca mover» no explicaría.

hint-to-move = { $seat } mueve con su { $throw }.
hint-ambush = { $seat } puede tender una emboscada a la pieza de { $opponent } en { $cells } desde el { -castle }: seleccione { $castle } y luego { $cells }. O renuncie a la emboscada y tire.
hint-crossing = { $seat } mueve con su { $throw }: la pieza de { $cell } debe cruzar el { -zan-bridge }.
hint-or = { $first } o { $next }
