// Text written into the server's XML (the sitemap, the feeds). A post's title and text come from
// the admin form and may hold anything: markup, `]]>`, and characters XML 1.0 cannot carry at all.

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// What an XML 1.0 document may not hold (C0 controls but tab and line breaks, lone surrogates,
// U+FFFE and U+FFFF), and the C1 controls and DEL, which it may but no reader shows: a parser stops
// at the first, so one such character in a post would break the whole document.
const NOT_XML_TEXT = /[^\t\n\r\u0020-\u007e\u00a0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text safe as XML element content or a quoted attribute value, without what XML cannot carry. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_TEXT, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}
