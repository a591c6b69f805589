new-friend = Ein Freund auf einem anderen Gerät
new-friends = Freunde auf anderen Geräten
