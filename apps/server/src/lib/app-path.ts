/** Whether an address is one of the web app's pages: anything but the API, the OAuth calls and the media. */
export function isAppPath(url: string): boolean {
  return !/^\/(api|oauth|media)(\/|$|\?)/.test(url);
}
