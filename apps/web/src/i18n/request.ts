import { getRequestConfig } from 'next-intl/server';
import cart from '../../messages/fa/cart.json';
import catalog from '../../messages/fa/catalog.json';
import checkout from '../../messages/fa/checkout.json';
import cip from '../../messages/fa/cip.json';
import cipDashboard from '../../messages/fa/cipDashboard.json';
import cipVoucher from '../../messages/fa/cipVoucher.json';
import common from '../../messages/fa/common.json';
import content from '../../messages/fa/content.json';
import credit from '../../messages/fa/credit.json';
import tickets from '../../messages/fa/tickets.json';
import favorites from '../../messages/fa/favorites.json';
import flightStatus from '../../messages/fa/flightStatus.json';
import reviews from '../../messages/fa/reviews.json';
import profile from '../../messages/fa/profile.json';
import dashboard from '../../messages/fa/dashboard.json';
import home from '../../messages/fa/home.json';
import invoice from '../../messages/fa/invoice.json';
import legal from '../../messages/fa/legal.json';
import map from '../../messages/fa/map.json';
import member from '../../messages/fa/member.json';
import notFound from '../../messages/fa/notFound.json';
import orders from '../../messages/fa/orders.json';
import shell from '../../messages/fa/shell.json';
import ui from '../../messages/fa/ui.json';

// One file per namespace (common first); add a line per feature. Every file is `{ "<namespace>": { … } }`.
const messages = {
  ...common,
  ...cip,
  ...cipVoucher,
  ...cipDashboard,
  ...flightStatus,
  ...shell,
  ...home,
  ...notFound,
  ...member,
  ...dashboard,
  ...credit,
  ...tickets,
  ...favorites,
  ...reviews,
  ...profile,
  ...ui,
  ...catalog,
  ...cart,
  ...checkout,
  ...orders,
  ...invoice,
  ...map,
  ...content,
  ...legal,
};

// Single locale, no prefix, no detection (§1): every request is Persian.
export default getRequestConfig(async () => ({ locale: 'fa', messages, timeZone: 'Asia/Tehran' }));
