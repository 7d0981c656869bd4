// The people behind Remotion as the about page presented them in 2022: name, role, and only the
// facts that were public there.
export interface Person {
  name: string;
  role: string;
  about: string;
  links: {label: 'Twitter' | 'GitHub' | 'LinkedIn' | 'Website'; href: string}[];
}

export const TEAM: Person[] = [
  {
    name: 'Jonny Burger',
    role: 'Chief Hacker',
    about: 'Started Remotion, which went public in February 2021.',
    links: [
      {label: 'Twitter', href: 'https://twitter.com/JNYBGR'},
      {label: 'GitHub', href: 'https://github.com/JonnyBurger'},
      {label: 'LinkedIn', href: 'https://ch.linkedin.com/in/jonny-burger-4115109b'},
    ],
  },
  {
    name: 'Mehmet Ademi',
    role: 'Business Manager',
    about: 'Brings a background in traditional business to Remotion.',
    links: [
      {label: 'Twitter', href: 'https://twitter.com/MehmetAdemi'},
      {label: 'GitHub', href: 'https://github.com/MehmetAdemi'},
      {label: 'LinkedIn', href: 'https://www.linkedin.com/in/mehmet-ademi/'},
    ],
  },
  {
    name: 'Patric Salvisberg',
    role: 'Intern',
    about: 'Works on Remotion alongside a computer science degree.',
    links: [
      {label: 'Twitter', href: 'https://twitter.com/Salvispat'},
      {label: 'GitHub', href: 'https://github.com/patsalv'},
      {label: 'LinkedIn', href: 'https://www.linkedin.com/in/patric-salvisberg-b73b51234/'},
    ],
  },
];
