/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google Identity Services client id; the Google button shows only when it is set. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
