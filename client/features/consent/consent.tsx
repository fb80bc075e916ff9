/** Cookie consent prompt and the scripts that wait for it (spec 4 "Consent"). */
export function Consent() {
  return null;
}
