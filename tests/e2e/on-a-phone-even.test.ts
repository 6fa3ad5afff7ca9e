// Every other route of the sitemap (the 1st, the 3rd, …), on a phone (tests/e2e/on-a-phone.ts says what is
// inspected), beside on-a-phone-odd.test.ts.
import { inspectOnAPhone, routes } from './on-a-phone.ts';

inspectOnAPhone(routes.filter((_, i) => i % 2 === 0));
