<?php
/** The Quintet plugin's settings, for the Configuration Manager. */
$meta['boards_url'] = array('string');
