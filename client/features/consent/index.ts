/** The consent feature's public face for other features. */
export { CookieSettingsButton } from './cookie-settings-button';
