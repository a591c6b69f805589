new-friend = Un ami sur un autre appareil
