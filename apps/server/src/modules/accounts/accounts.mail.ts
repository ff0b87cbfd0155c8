import type { Language } from '@shop/contract';
import { escapeHtml, type RenderedMail } from '../mail/index.ts';

interface ResetTexts {
  /** `{shop}` */
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  /** `{minutes}` */
  expiry: string;
  ignore: string;
}

const RESET_TEXTS: Record<Language, ResetTexts> = {
  sv: {
    subject: 'Återställ ditt lösenord – {shop}',
    greeting: 'Hej!',
    intro: 'Vi har fått en begäran om att återställa lösenordet för ditt konto.',
    action: 'Välj ett nytt lösenord via länken:',
    expiry: 'Länken fungerar en gång och gäller i {minutes} minuter.',
    ignore: 'Om du inte har bett om detta kan du bortse från meddelandet; ditt lösenord ändras inte.',
  },
  en: {
    subject: 'Reset your password – {shop}',
    greeting: 'Hello,',
    intro: 'We received a request to reset the password of your account.',
    action: 'Choose a new password with this link:',
    expiry: 'The link works once and is valid for {minutes} minutes.',
    ignore: 'If you did not ask for this, you can ignore this message; your password does not change.',
  },
  no: {
    subject: 'Tilbakestill passordet ditt – {shop}',
    greeting: 'Hei!',
    intro: 'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din.',
    action: 'Velg et nytt passord via lenken:',
    expiry: 'Lenken virker én gang og gjelder i {minutes} minutter.',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra meldingen; passordet ditt endres ikke.',
  },
  es: {
    subject: 'Restablece tu contraseña – {shop}',
    greeting: 'Hola:',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
    action: 'Elige una contraseña nueva con este enlace:',
    expiry: 'El enlace funciona una sola vez y es válido durante {minutes} minutos.',
    ignore: 'Si no lo has solicitado, puedes ignorar este mensaje; tu contraseña no cambia.',
  },
  fi: {
    subject: 'Palauta salasanasi – {shop}',
    greeting: 'Hei!',
    intro: 'Saimme pyynnön palauttaa tilisi salasana.',
    action: 'Valitse uusi salasana tämän linkin kautta:',
    expiry: 'Linkki toimii kerran ja on voimassa {minutes} minuuttia.',
    ignore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta; salasanasi ei muutu.',
  },
  dk: {
    subject: 'Nulstil din adgangskode – {shop}',
    greeting: 'Hej!',
    intro: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto.',
    action: 'Vælg en ny adgangskode via linket:',
    expiry: 'Linket virker én gang og gælder i {minutes} minutter.',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra beskeden; din adgangskode ændres ikke.',
  },
};

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** The mail with the reset link, in the shop's language. */
export function renderResetMail(input: {
  shop: string;
  language: Language;
  link: string;
  minutes: number;
}): RenderedMail {
  const t = RESET_TEXTS[input.language];
  const subject = fill(t.subject, { shop: input.shop });
  const expiry = fill(t.expiry, { minutes: input.minutes });
  const text = [t.greeting, '', t.intro, t.action, input.link, '', expiry, t.ignore, '', input.shop, ''].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro)}<br>${escapeHtml(t.action)}</p>
<p><a href="${link}">${link}</a></p>
<p>${escapeHtml(expiry)}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(input.shop)}</p>
</body></html>`;
  return { subject, text, html };
}

/** The internal notice of a store-account request, to the shop's contact address. */
export function renderStoreAccountRequestMail(input: {
  shop: string;
  id: number;
  companyName: string;
  corporateId: string;
  contactName: string;
  email: string;
  phone: string | null;
  message: string | null;
}): RenderedMail {
  const lines: [string, string][] = [
    ['Företag / Company', input.companyName],
    ['Organisationsnummer / Corporate id', input.corporateId],
    ['Kontaktperson / Contact', input.contactName],
    ['E-post / E-mail', input.email],
    ['Telefon / Phone', input.phone ?? ''],
    ['Meddelande / Message', input.message ?? ''],
  ];
  const subject = `Ny kontoansökan / New account request #${input.id} – ${input.shop}`;
  const text = `${subject}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h1>${escapeHtml(subject)}</h1><table>${lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table></body></html>`;
  return { subject, text, html };
}
