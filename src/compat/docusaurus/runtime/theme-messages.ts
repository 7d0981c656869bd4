// The theme's texts in the language of the page being rendered, for the layer's own theme
// components (`@theme/Heading`'s link name). Set by the server around each route's render; the
// browser has none and shows the default message.
let serverThemeMessages: Readonly<Record<string, string>> | undefined;

export function setServerThemeMessages(messages: Readonly<Record<string, string>> | undefined): void {
  serverThemeMessages = messages;
}

/** The theme text `id` in the page's language, else `message`. */
export function themeMessage(id: string, message: string): string {
  return serverThemeMessages?.[id] ?? message;
}
