new-friend = Un ami sur un autre appareil
new-friends = Des amis sur d'autres appareils
