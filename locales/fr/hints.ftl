### Lignes d'état pour les décisions que « à vous de jouer » n'expliquerait pas.

hint-to-move = { $seat } joue son { $throw }.
hint-ambush = { $seat } peut tendre une embuscade à la pièce de { $opponent } en { $cells } depuis le { -castle } : sélectionnez { $castle }, puis { $cells }. Ou renoncez à l'embuscade, puis lancez.
hint-crossing = { $seat } joue son { $throw } : la pièce en { $cell } doit traverser le { -zan-bridge }.
hint-or = { $first } ou { $next }
