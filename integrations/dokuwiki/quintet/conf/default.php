<?php
/** The Quintet plugin's settings (see lang/en/settings.php). */
$conf['boards_url'] = '';
