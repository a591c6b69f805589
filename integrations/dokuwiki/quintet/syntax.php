<?php
/**
 * The <quintet> tag for DokuWiki: turns
 *   <quintet record="senet;d2,11-13" controls="1" solution="…">Find the move</quintet>
 * (or <quintet record="arces" />) into Quintet's <quintet-board> element plus the module script
 * that defines it. Attribute values are written in "…" or '…' and taken as they are, or without
 * quotes when they hold no space or quote (controls=1), as MediaWiki's tag takes them; a name
 * alone (coords) is an empty value, which the board reads as on. A tag that cannot be read this
 * way is replaced by a plain message, never shown as raw text.
 *
 * Only the attributes the board knows are passed on (an allow-list), each value escaped; the
 * text between the tags becomes the board's prompt, shown above it as plain text. Records and
 * solutions are checked by the board itself, which shows a plain note for anything it cannot use.
 *
 * Character references are decoded exactly once, in the values and in the text between the tags,
 * as MediaWiki's extension reads them: the tag Quintet's editor writes (`&quot;`, `&#39;`, `&lt;`,
 * `&gt;`, `&amp;` in captions) means the same in both wikis. The text between the tags never runs
 * past a blank line or another <quintet> tag, so a tag that ends early (an unquoted value holding
 * '>') cannot swallow the page up to a later </quintet>.
 */

if (!defined('DOKU_INC')) die();

class syntax_plugin_quintet extends DokuWiki_Syntax_Plugin
{
    /** The <quintet-board> attributes (docs/embedding.md in Quintet's repository). */
    const ATTRIBUTES = array(
        'record', 'interactive', 'controls', 'flip', 'coords', 'highlight',
        'solution', 'prompt', 'autoplay-replies', 'lang', 'size', 'lesson',
    );

    /** One attribute: a name, then a value in double or single quotes (which may hold '>'),
     *  or without quotes (no space, quote, '<', '>', '=' or '`', and not ending in '/', which
     *  closes the tag), or no value at all. */
    const ATTRIBUTE = '\s+[A-Za-z][\w-]*(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s"\'<>=`]*[^\s"\'<>=`\x2F]))?';

    /** The text between the tags: anything up to </quintet> but a blank line or another tag. */
    const TEXT = '(?:(?!\n[ \t]*\n|<quintet\b).)*?';

    /** Any other <quintet …> tag, up to the end of its line: shown as a plain message. */
    const UNREADABLE = '<quintet\b[^\n]*';

    public function getType()
    {
        return 'substition';
    }

    public function getPType()
    {
        return 'block';
    }

    public function getSort()
    {
        return 305;
    }

    public function connectTo($mode)
    {
        $this->Lexer->addSpecialPattern(
            '<quintet(?:' . self::ATTRIBUTE . ')*\s*(?:/>|>' . self::TEXT . '</quintet>)', $mode, 'plugin_quintet'
        );
        // Tried after the pattern above: a tag it cannot read becomes a message, not raw text.
        $this->Lexer->addSpecialPattern(self::UNREADABLE, $mode, 'plugin_quintet');
    }

    /** Splits the tag into the board's attributes, the names left out, and the text inside;
     *  null for a tag that cannot be read. */
    public function handle($match, $state, $pos, Doku_Handler $handler)
    {
        $attributes = array();
        $ignored = array();
        $read = preg_match('/^<quintet((?:' . self::ATTRIBUTE . ')*)\s*(\/>|>)/', $match, $head);
        $closed = $read && ($head[2] === '/>' ? strlen($head[0]) === strlen($match)
            : substr($match, -strlen('</quintet>')) === '</quintet>');
        if (!$closed) {
            return null;
        }
        $text = $head[2] === '>' ? trim(substr($match, strlen($head[0]), -strlen('</quintet>'))) : '';
        preg_match_all('/([A-Za-z][\w-]*)(?:\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'<>=`]+)))?/', $head[1], $pairs, PREG_SET_ORDER);
        foreach ($pairs as $pair) {
            $name = strtolower($pair[1]);
            $value = '';
            foreach (array(2, 3, 4) as $i) {
                if (isset($pair[$i]) && $pair[$i] !== '') {
                    $value = $pair[$i];
                }
            }
            if (in_array($name, self::ATTRIBUTES, true)) {
                $attributes[$name] = self::decode($value);
            } else {
                $ignored[] = $name;
            }
        }
        // A '>' in an unquoted value ended the tag inside the record's note.
        $record = isset($attributes['record']) ? $attributes['record'] : '';
        if ($text !== '' && substr_count($record, '{') > substr_count($record, '}')) {
            return null;
        }
        if ($text !== '' && !isset($attributes['prompt'])) {
            $attributes['prompt'] = self::decode($text);
        }
        return array($attributes, $ignored);
    }

    /** `$text` with its character references decoded (once: `&amp;lt;` is `&lt;`). */
    private static function decode($text)
    {
        return html_entity_decode($text, ENT_QUOTES | ENT_HTML5, 'UTF-8');
    }

    public function render($format, Doku_Renderer $renderer, $data)
    {
        if ($format !== 'xhtml') {
            return false;
        }
        if ($data === null) {
            $renderer->doc .= '<p><strong class="error quintet-unreadable">' . hsc($this->getLang('unreadable')) . '</strong></p>';
            return true;
        }
        list($attributes, $ignored) = $data;
        $base = rtrim((string) $this->getConf('boards_url'), '/');
        if ($base === '') {
            $renderer->doc .= '<p><strong class="error">' . hsc($this->getLang('no_url')) . '</strong></p>';
            return true;
        }
        // A module script runs once per page, however many boards load it.
        $renderer->doc .= '<script type="module" src="' . hsc($base . '/quintet-board.js') . '"></script>';
        $renderer->doc .= '<quintet-board';
        foreach ($attributes as $name => $value) {
            $renderer->doc .= ' ' . $name . '="' . hsc($value) . '"';
        }
        $renderer->doc .= '></quintet-board>';
        if ($ignored) {
            $renderer->doc .= '<p class="quintet-ignored">'
                . hsc(sprintf($this->getLang('ignored'), implode(', ', $ignored))) . '</p>';
        }
        return true;
    }
}
