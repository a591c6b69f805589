### The `size` option of embedded boards (`<quintet-board size="480">`, `embed.html?size=480`, the
### wiki tags): the width in CSS pixels that the board keeps within, its height following.

embed-option-size = size: '{ $value }' is not a width from 120 to 4000 pixels; left as it was
