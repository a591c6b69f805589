new-friend = Ein Freund auf einem anderen Gerät
