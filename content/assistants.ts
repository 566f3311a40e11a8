/**
 * The assistants a prompt card opens, and how each takes a prompt in its address. Checked against
 * each one's documentation and behaviour in November 2026; when an assistant changes its format, this
 * is the one place to change.
 */
export interface Assistant {
  /** Its name, as the menu shows it. */
  name: string;
  /** Where a new chat starts. */
  home: string;
  /**
   * The address of a new chat with the prompt already in its box: the prompt, URL-encoded, is
   * added as this query parameter to `home`. Absent for an assistant that takes no prompt in its
   * address: the prompt is then copied for the visitor to paste.
   */
  promptParameter?: string;
}

/** The assistants a card offers, and the longest address it builds for them. */
export interface AssistantChoices {
  choices: readonly Assistant[];
  maxAddressLength: number;
}

export const assistants: AssistantChoices = {
  choices: [
    // chatgpt.com reads `q` into the message box of a new chat (the form browsers' AI sidebars use).
    { name: 'ChatGPT', home: 'https://chatgpt.com/', promptParameter: 'q' },
    // Anthropic documents `q` on claude.ai/new links (in the form its desktop app opens, claude://claude.ai/new?q=):
    // it prefills the prompt field for the visitor to review and send. The web address reads the same parameter.
    { name: 'Claude', home: 'https://claude.ai/new', promptParameter: 'q' },
    // Gemini documents no way to pass a prompt in its address.
    { name: 'Gemini', home: 'https://gemini.google.com/app' },
  ],
  /**
   * The longest address a card builds. Browsers take far longer ones, but servers and proxies on the
   * way commonly stop at 8 KB for a request line, and an assistant may cut a long `q` short (Claude's
   * is documented at about 14,000 characters). A prompt whose address would be longer is copied
   * instead, for the visitor to paste.
   */
  maxAddressLength: 8000,
};
