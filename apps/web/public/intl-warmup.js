// The browser's first number or date format loads its locale data, which holds the main thread
// for tens of milliseconds on a phone. This runs while the app's code is still downloading, so
// that the app's first render formats its prices at once. (Any locale: the data loads once.)
new Intl.NumberFormat().format(0);
new Intl.DateTimeFormat().format(0);
