<?php
/** The Quintet plugin's words. */
$lang['no_url'] = 'Quintet: set the plugin\'s boards_url setting to the address where Quintet is published, so that boards can be drawn.';
$lang['ignored'] = 'Quintet: unknown attributes left out: %s.';
$lang['unreadable'] = 'Quintet: this <quintet> tag could not be read. Write each attribute as name="value" (or name=value when the value holds no space, quote, < or >), and end the tag with /> or with </quintet>; arrows in a record are written [%arrow G11-13].';
