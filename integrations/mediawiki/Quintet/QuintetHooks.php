<?php
/**
 * The <quintet> tag: turns
 *   <quintet record="senet;d2,11-13" controls="1" solution="…">Find the move</quintet>
 * into Quintet's <quintet-board> element plus the module script that defines it.
 *
 * Only the attributes the board knows are passed on (an allow-list), each value escaped; the
 * text between the tags becomes the board's prompt, shown above it as plain text. Records and
 * solutions are checked by the board itself, which shows a plain note for anything it cannot use.
 *
 * Character references are decoded exactly once, in the attributes (by MediaWiki) and in the text
 * between the tags (here), so the tag Quintet's editor writes (`&quot;`, `&#39;`, `&lt;`, `&gt;`,
 * `&amp;` in captions) means the same here as in DokuWiki's plugin.
 */

use MediaWiki\MediaWikiServices;

class QuintetHooks {
	/** The <quintet-board> attributes (docs/embedding.md in Quintet's repository). */
	private const ATTRIBUTES = [
		'record', 'interactive', 'controls', 'flip', 'coords', 'highlight',
		'solution', 'prompt', 'autoplay-replies', 'lang', 'size', 'lesson',
	];

	public static function onParserFirstCallInit( Parser $parser ) {
		$parser->setHook( 'quintet', [ self::class, 'render' ] );
	}

	/**
	 * @param string|null $text The text between the tags (null for <quintet … />)
	 * @param string[] $args The tag's attributes, decoded
	 * @param Parser $parser
	 * @param PPFrame $frame
	 * @return string HTML
	 */
	public static function render( $text, array $args, Parser $parser, PPFrame $frame ) {
		$config = MediaWikiServices::getInstance()->getMainConfig();
		$base = rtrim( (string)$config->get( 'QuintetBoardsUrl' ), '/' );
		if ( $base === '' ) {
			return Html::element( 'strong', [ 'class' => 'error' ],
				wfMessage( 'quintet-no-url' )->inContentLanguage()->text() );
		}
		$attributes = [];
		$ignored = [];
		foreach ( $args as $name => $value ) {
			$name = strtolower( (string)$name );
			if ( in_array( $name, self::ATTRIBUTES, true ) ) {
				$attributes[$name] = (string)$value;
			} else {
				$ignored[] = $name;
			}
		}
		if ( trim( (string)$text ) !== '' && self::cutShort( $attributes ) ) {
			// MediaWiki ended the tag at a raw '>' inside a quoted value: what it took for the
			// text between the tags is the rest of the tag and the page up to a later
			// </quintet>. Say so, and give the page its text back, as wikitext; the </quintet>
			// taken was a later board's own (one opened, not closed, in the text): it gets it back.
			$rest = (string)$text;
			if ( preg_match( '/<quintet\b[^>]*(?<!\/)>(?:(?!<\/quintet\b).)*$/is', $rest ) ) {
				$rest .= '</quintet>';
			}
			return Html::element( 'strong', [ 'class' => 'error quintet-cut' ],
				wfMessage( 'quintet-cut' )->inContentLanguage()->text() )
				. $parser->recursiveTagParse( $rest, $frame );
		}
		$text = trim( Sanitizer::decodeCharReferences( (string)$text ) );
		if ( $text !== '' && !isset( $attributes['prompt'] ) ) {
			$attributes['prompt'] = $text;
		}
		// One script per page, whatever the number of boards.
		$parser->getOutput()->addHeadItem(
			Html::element( 'script', [ 'type' => 'module', 'src' => "$base/quintet-board.js" ] ),
			'quintet-board'
		);
		// Written out rather than with Html::element, which treats `controls` as HTML's boolean
		// attribute and would turn controls="no" into controls="" (on).
		$html = '<quintet-board';
		foreach ( $attributes as $name => $value ) {
			$html .= ' ' . $name . '="' . htmlspecialchars( $value, ENT_QUOTES ) . '"';
		}
		$html .= '></quintet-board>';
		if ( $ignored ) {
			$html .= Html::element( 'p', [ 'class' => 'quintet-ignored' ],
				wfMessage( 'quintet-ignored', implode( ', ', $ignored ), count( $ignored ) )
					->inContentLanguage()->text() );
		}
		return $html;
	}

	/**
	 * Whether the record stops inside a note (a '{' that no '}' closes): what a raw '>' in it
	 * leaves, since a note is where a record can hold one.
	 * @param string[] $attributes
	 * @return bool
	 */
	private static function cutShort( array $attributes ) {
		$record = $attributes['record'] ?? '';
		return substr_count( $record, '{' ) > substr_count( $record, '}' );
	}
}
