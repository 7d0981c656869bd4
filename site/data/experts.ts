// The experts directory: freelancers who said they are available for Remotion work. Only the
// listings of the 2022 site (3.2 era) are here; later additions and a listing whose presence then
// is unconfirmed are left out. Descriptions are ours, built from what each person published.
export interface Expert {
  name: string;
  /** ISO date the listing was added. */
  since: string;
  description: string;
  /** Work to look at: label shown, address linked. */
  projects: {label: string; href: string}[];
  links: {label: 'Website' | 'GitHub' | 'Twitter' | 'LinkedIn'; href: string}[];
}

export const EXPERTS: Expert[] = [
  {
    name: 'Marcus Stenbeck',
    since: '2022-08-15',
    description: 'Author of the official Audiogram template who builds reusable templates, libraries and teaching material for Remotion. The listing also points to Superclip and a Lottie-to-video converter.',
    projects: [
      {label: 'Audiogram template', href: 'https://github.com/marcusstenbeck/remotion-template-audiogram'},
      {label: 'superclip.io', href: 'https://superclip.io'},
      {label: 'lottievideo.com', href: 'https://lottievideo.com'},
      {label: 'remotionkit.com', href: 'https://remotionkit.com'},
    ],
    links: [
      {label: 'GitHub', href: 'https://github.com/marcusstenbeck'},
      {label: 'Twitter', href: 'https://twitter.com/marcusstenbeck'},
      {label: 'LinkedIn', href: 'https://www.linkedin.com/in/mstenbeck/'},
    ],
  },
  {
    name: 'Florent Pergoud',
    since: '2022-08-15',
    description: 'Freelancer whose Remotion portfolio spans weather reports, sports news, a crowdfunding clip, cinema content and piano visualizations generated from MIDI files.',
    projects: [{label: 'Portfolio of Remotion work', href: 'https://florentpergoud.notion.site/Florent-Pergoud-s-Remotion-showcase-b0ef4299d389401aab21bbc62516cafe'}],
    links: [
      {label: 'GitHub', href: 'https://github.com/florentpergoud'},
      {label: 'Twitter', href: 'https://twitter.com/florentpergoud'},
      {label: 'LinkedIn', href: 'https://www.linkedin.com/in/florent-pergoud/'},
    ],
  },
  {
    name: 'Stephen Sullivan',
    since: '2022-08-15',
    description: 'Built the product middy.com and takes on Remotion projects.',
    projects: [{label: 'middy.com', href: 'https://middy.com'}],
    links: [{label: 'LinkedIn', href: 'https://www.linkedin.com/in/sterv/'}],
  },
  {
    name: 'Mohit Yadav',
    since: '2022-08-15',
    description: 'Creator of Mockoops. Offers complete SaaS builds with server-side rendering, custom videos and templates, and integrations into existing systems. Available part-time: about 4 to 5 hours on weekdays and 5 to 6 hours on weekends.',
    projects: [{label: 'Mockoops', href: 'https://mockoops.mohitya.dev'}],
    links: [
      {label: 'GitHub', href: 'https://github.com/Just-Moh-it'},
      {label: 'Twitter', href: 'https://twitter.com/Just_Moh_it'},
      {label: 'LinkedIn', href: 'https://www.linkedin.com/in/just-moh-it/'},
    ],
  },
  {
    name: 'Karel Nagel',
    since: '2022-08-22',
    description: 'Developer of an automated TikTok video channel and of videos for ENS (Ethereum Name Service) names.',
    projects: [
      {label: 'Automated TikTok channel', href: 'https://www.tiktok.com/@elommusd'},
      {label: 'ensvideo.xyz', href: 'https://ensvideo.xyz/'},
    ],
    links: [
      {label: 'Website', href: 'https://karel.wtf'},
      {label: 'GitHub', href: 'https://github.com/karelnagel'},
      {label: 'Twitter', href: 'https://twitter.com/KarelETH'},
      {label: 'LinkedIn', href: 'https://www.linkedin.com/in/karelnagel/'},
    ],
  },
  {
    name: 'Yehor Misiats',
    since: '2022-09-16',
    description: 'Makes music visualization videos and keeps a portfolio page of Remotion work.',
    projects: [{label: 'Portfolio of Remotion work', href: 'https://satelllte.notion.site/Remotion-Showcase-5783389861504a5ea2a39fc6fb16c0c8'}],
    links: [
      {label: 'GitHub', href: 'https://github.com/satelllte'},
      {label: 'Twitter', href: 'https://twitter.com/isatelllte'},
      {label: 'LinkedIn', href: 'https://www.linkedin.com/in/satelllte/'},
    ],
  },
];
