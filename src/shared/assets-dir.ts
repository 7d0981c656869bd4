// The output folder of hashed and versioned assets (scripts, styles, fonts, cards), named once for
// the stages that write into it and the host headers that cache it.
export const ASSETS_DIR = 'assets';
