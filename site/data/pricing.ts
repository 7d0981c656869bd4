// The license model as of Remotion 3.2 (late 2022). /docs/license holds the full terms; the pages
// show this summary next to it.
export interface Plan {
  name: string;
  price: string;
  /** The yearly alternative, when there is one. */
  yearly?: string;
  audience: string;
  includes: string[];
}

export const FREE_ELIGIBILITY = [
  'individuals',
  'for-profit organizations with up to 3 employees',
  'non-profit and not-for-profit organizations',
  'anyone evaluating Remotion before using it commercially',
];

export const PLANS: Plan[] = [
  {
    name: 'Free license',
    price: 'Free',
    audience: 'Individuals and small teams',
    includes: ['Unlimited use of all Remotion tools', 'Commercial use allowed', 'Community support'],
  },
  {
    name: 'Developer seat',
    price: '$15 per month',
    yearly: 'or $150 per year',
    audience: 'Companies with more than 3 employees, per developer',
    includes: ['One developer working on Remotion projects', 'Use on several local machines', 'Prioritized support'],
  },
  {
    name: 'Cloud rendering seat',
    price: '$10 per month',
    yearly: 'or $100 per year',
    audience: 'Companies rendering on servers or Lambda',
    includes: ['One seat per cloud instance (VPS, EC2) that renders', 'Pay only while you render', 'On Lambda: one seat per 2,000 renders a month'],
  },
];
