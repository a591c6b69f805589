<?php
/** What the Configuration Manager says about the Quintet plugin's settings. */
$lang['boards_url'] = 'Where Quintet is published: the folder holding quintet-board.js (for example https://quintet.example.org/). When it is another site, it must send Access-Control-Allow-Origin for the board files.';
