// The showcase: projects people built with Remotion, as the manifest lists them (submissions
// from 2021 to mid-2022). The category is our own grouping so the grid can be browsed by kind.
export type ShowcaseCategory = 'automated' | 'data' | 'marketing' | 'talks' | 'motion';

export interface ShowcaseEntry {
  title: string;
  description: string;
  /** Who made it; one entry was submitted without a name. */
  author?: string;
  /** Where to see it; one entry was submitted without a public link. */
  url?: string;
  /** `YYYY-MM-DD`, or only the year where the submission date is ambiguous. */
  submittedOn: string;
  category: ShowcaseCategory;
}

export const SHOWCASE_CATEGORIES: {id: ShowcaseCategory; label: string; blurb: string}[] = [
  {id: 'automated', label: 'Automated and personalized', blurb: 'Videos produced from data feeds, uploads or one viewer at a time, without anyone opening an editor.'},
  {id: 'data', label: 'Data stories', blurb: 'Rankings, charts and timelapses where the numbers drive the animation.'},
  {id: 'marketing', label: 'Trailers and marketing', blurb: 'Launch trailers, product announcements, ads and social clips.'},
  {id: 'talks', label: 'Talks and teaching', blurb: 'Conference talks, course intros and explainers built as code.'},
  {id: 'motion', label: 'Motion design and experiments', blurb: 'Logos, title cards, generative art and tributes.'},
];

export const SHOWCASE: ShowcaseEntry[] = [
  {title: 'Remotion Trailer', description: 'The launch trailer that first announced Remotion.', author: 'Jonny Burger', url: 'https://github.com/JonnyBurger/remotion-trailer', submittedOn: '2021-03-25', category: 'marketing'},
  {title: 'Spotify Wrapped', description: 'Remake of a yearly music recap where every text and image can be swapped programmatically.', author: 'Jonny Burger', url: 'https://github.com/jonnyburger/remotion-wrapped', submittedOn: '2021-03-25', category: 'automated'},
  {title: 'AnySticker In App Assets', description: "Welcome animation shown inside a sticker app's newest version.", author: 'Jonny Burger', url: 'https://github.com/JonnyBurger/anysticker-tutorials', submittedOn: '2021-03-25', category: 'motion'},
  {title: 'Crowdfunding Campaign', description: 'Celebration clip that pulls the amount raised automatically and outputs a vertical social video.', author: 'Florent Pergoud', url: 'https://github.com/florentpergoud/vfb-crowdfunding-campain', submittedOn: '2021-03-25', category: 'automated'},
  {title: 'All Champions League Winners in History', description: 'Year-by-year animation of European club football champions ending in a country ranking.', author: 'mikepombal', url: 'https://www.youtube.com/watch?v=6Xn47wG_c5Q', submittedOn: '2021', category: 'data'},
  {title: 'Remotion 2.0 trailer', description: 'Promotional video released alongside the 2.0 version.', author: 'Jonny Burger', url: 'https://github.com/JonnyBurger/remotion-2-0-trailer', submittedOn: '2021', category: 'marketing'},
  {title: 'Apple Spring Loaded Logo', description: 'Recreation of a keynote logo animation built from divs and color interpolation.', author: 'Jonny Burger', url: 'https://github.com/jonnyburger/spring-loaded', submittedOn: '2021', category: 'motion'},
  {title: 'Coronavirus Cases Visualization', description: 'Timelapse showing how the pandemic spread worldwide.', author: 'Envision', url: 'https://www.youtube.com/watch?v=Mrl229Zf23g', submittedOn: '2021', category: 'data'},
  {title: 'Instagram Profile as a Story', description: 'Generator that turns an Instagram profile into a shareable story video.', author: 'Florent Pergoud', url: 'https://twitter.com/FlorentPergoud/status/1375134968733704217', submittedOn: '2021', category: 'automated'},
  {title: 'The math behind animations', description: 'Explainer on how trigonometry powers user-interface animation.', author: 'William Candillon', url: 'https://www.youtube.com/watch?v=-lF7sSTelOg', submittedOn: '2021', category: 'talks'},
  {title: 'Video Animation - Liquid Swipe', description: 'Intro sequence for a React Native tutorial about a liquid swipe effect.', author: 'William Candillon', url: 'https://www.youtube.com/watch?v=6jxy5wfNpk0', submittedOn: '2021', category: 'talks'},
  {title: 'Conference talk', description: 'A full conference talk assembled in Remotion with code animations, webcam, subtitles and an embedded browser.', author: 'Rodrigo Pombo', url: 'https://github.com/pomber/record-talk-with-remotion/', submittedOn: '2021', category: 'talks'},
  {title: 'Cloudfront Explainer', description: 'Intro video for an online course about a CDN service.', author: 'Tamàs Sallai', url: 'https://www.udemy.com/course/the-cloud-architects-guide-to-cloudfront/', submittedOn: '2021', category: 'talks'},
  {title: 'Transfer Fee Record Specific to British Football', description: 'Infographic tracing how the British transfer fee record evolved.', author: 'Mickael Marques', url: 'https://www.youtube.com/watch?v=hMsi04DkoMI', submittedOn: '2021', category: 'data'},
  {title: 'Remotion Web Summit Talk', description: 'Conference talk about Remotion whose slides were themselves written in React.', author: 'Jonny Burger', url: 'https://github.com/JonnyBurger/react-summit-talk', submittedOn: '2021', category: 'talks'},
  {title: 'Weather Report', description: 'Automated daily forecast video for short-form social feeds.', author: 'Florent Pergoud', url: 'https://github.com/florentpergoud/remotion-weather', submittedOn: '2021', category: 'automated'},
  {title: 'Name The Movie - Quiz', description: 'Quiz format that shows famous film quotes for viewers to guess the title.', author: 'Collou', url: 'https://www.youtube.com/watch?v=kSqbAdwk5Bc', submittedOn: '2021', category: 'motion'},
  {title: 'Flashy Title Card', description: 'Stylish title design used in a YouTube video.', author: 'William Candillon', url: 'https://twitter.com/wcandillon/status/1415263264737476608', submittedOn: '2021', category: 'motion'},
  {title: 'Code Stack - A Fully Automated News Podcast', description: 'Daily news briefing generated automatically with text-to-speech.', author: 'Felippe Chemello', url: 'https://github.com/FelippeChemello/podcast-maker', submittedOn: '2021', category: 'automated'},
  {title: 'Cricket Match Feature', description: "Vertical animation presenting the two teams of the day's cricket match.", author: 'Suthar', url: 'https://discord.com/channels/809501355504959528/817306292590215181/820365999697952790', submittedOn: '2021', category: 'marketing'},
  {title: '1000 Stars for Code Hike', description: 'Celebration video for an open source project reaching 1000 GitHub stars.', author: 'Code Hike', url: 'https://github.com/pomber/stargazer', submittedOn: '2021', category: 'marketing'},
  {title: 'Product Announcement Video', description: 'Feature walkthrough for the new website of a private npm registry proxy.', author: 'Sergio Moreno', url: 'https://twitter.com/verdaccio_npm/status/1420187249145118722', submittedOn: '2021', category: 'marketing'},
  {title: 'Music Player', description: 'Music player visualization used to tease tracks on Instagram.', author: 'Batyr', url: 'https://twitter.com/kanzitelli/status/1398296728059666432', submittedOn: '2021-05-29', category: 'marketing'},
  {title: 'Piano Teacher', description: 'Converts MIDI files into a visualization of how to play a song on piano.', author: 'Florent Pergoud', url: 'https://twitter.com/FlorentPergoud/status/1388430389715292161', submittedOn: '2021-05-29', category: 'automated'},
  {title: 'Love, Death & React', description: "Remake of a streaming series' intro built in React.", author: 'William Candillon', url: 'https://github.com/wcandillon/love-death-react', submittedOn: '2021-05-29', category: 'motion'},
  {title: 'Tokenviz - Crypto charts', description: 'Bot that automatically posts animated summaries of crypto market moves.', author: 'Tokenviz', url: 'https://twitter.com/tokenviz', submittedOn: '2021-05-29', category: 'automated'},
  {title: 'Flow Fields', description: 'Noise-driven generative line art rendered as SVG.', author: 'No Wukkas', url: 'https://codesandbox.io/s/flow-fields-evqg3', submittedOn: '2021-05-29', category: 'motion'},
  {title: 'Vlog editor', description: 'Daily vlog that is cut together automatically from uploaded clips.', author: 'Pierre Miniggio', url: 'https://www.youtube.com/watch?v=CcrCz8iRpHY', submittedOn: '2021-05-29', category: 'automated'},
  {title: 'Personalized Welcome Videos', description: 'Slack-integrated tool that creates personalized welcome videos for new employees.', author: 'Utkarsh Bhimte', url: 'https://twitter.com/BhimteBhaisaab/status/1401195261943115777', submittedOn: '2021-06-27', category: 'automated'},
  {title: 'CSS+SVG effects', description: 'Generative visuals made only with CSS and SVG.', author: 'calebwright', url: 'https://github.com/c0/remotion-playground/blob/main/src/GooBallCSS.jsx', submittedOn: '2021-06-27', category: 'motion'},
  {title: 'Redesigning the Scatterplot', description: 'Visual presentation of quantitative data as an animated chart.', author: 'Brooks Lybrand', url: 'https://twitter.com/BrooksLybrand/status/1371547875109445635', submittedOn: '2021-07-07', category: 'data'},
  {title: 'Animated Social Media Preview Card', description: 'Animated promo card for a newsletter, with a write-up of how it was built.', author: 'Sam Larsen-Disney', url: 'https://sld.codes/articles/Remotion-&-Open-Graph-Video', submittedOn: '2021-07-07', category: 'marketing'},
  {title: 'Data Science Course Ad', description: 'Promotional clip for an online data science course.', author: 'Quantargo', url: 'https://twitter.com/quantargo/status/1365233907793338369', submittedOn: '2021-07-07', category: 'marketing'},
  {title: 'Code Highlighter', description: 'Animation that walks through code and highlights important parts.', author: 'Matteo Frana', url: 'https://twitter.com/matfrana/status/1372336451246034948', submittedOn: '2021-07-07', category: 'talks'},
  {title: 'Snappy Format File Animation', description: 'Playful animation of various file format icons.', author: 'Zack Sheppard', url: 'https://twitter.com/zackdotcomputer/status/1360682974224744452', submittedOn: '2021-07-07', category: 'motion'},
  {title: 'Twitter year in review', description: 'Personal metrics recap for a social media account.', author: 'Twitter Engineering', url: 'https://twitter.com/vjo/status/1367901005027942403', submittedOn: '2021-07-07', category: 'automated'},
  {title: 'EcoEats', description: 'Promo video for a zero-emission delivery service.', author: 'EcoEats', url: 'https://ecoeats.uk/', submittedOn: '2021-08-28', category: 'marketing'},
  {title: 'Olympics Ranking', description: 'Medal table animation for the Tokyo Olympics.', author: 'Florent Pergoud', url: 'https://twitter.com/FlorentPergoud/status/1423360349877809154', submittedOn: '2021', category: 'data'},
  {title: 'The Song of the Fae - Animated Banner', description: 'Animated banner used as the intro of a game.', author: 'Ben Follington', url: 'https://twitter.com/vivavolt/status/1408670642451345410', submittedOn: '2021', category: 'motion'},
  {title: 'Lotus App', description: 'Animated dock icon for a GitHub notification manager app.', submittedOn: '2021', category: 'motion'},
  {title: 'Feature overview', description: 'Feature showcase for a React Native bottom sheet library release.', author: 'Mo Gorhom', url: 'https://gorhom.github.io/react-native-bottom-sheet/blog/bottom-sheet-v4/', submittedOn: '2021', category: 'marketing'},
  {title: 'Podopi - Convert a blog to podcast', description: 'Promo video for a service that turns blog posts into podcasts.', author: 'Mickel Andersson', url: 'https://www.podopi.com/', submittedOn: '2021', category: 'marketing'},
  {title: 'AnySticker Trailer', description: 'Hype trailer for a sticker app, built with React Three Fiber.', author: 'Jonny Burger', url: 'https://anysticker.com', submittedOn: '2021-11-15', category: 'marketing'},
  {title: 'Outro Cards', description: 'Animated playing cards used as a channel outro background.', author: 'William Candillon', url: 'https://www.youtube.com/watch?v=xPbRsca_l7c', submittedOn: '2021-11-24', category: 'motion'},
  {title: 'MUX - Vizualise video stats', description: 'Article and demo turning video analytics data into an animated video.', author: 'Dave Kiss', url: 'https://mux.com/blog/visualize-mux-data-with-remotion/', submittedOn: '2022-01-19', category: 'data'},
  {title: 'Product Hunt Today', description: 'Bot that posts a daily video of trending Product Hunt launches.', author: 'Eason Chang', url: 'https://github.com/Kamigami55/product-hunt-today', submittedOn: '2022-03-27', category: 'automated'},
  {title: 'Audio Player', description: 'Reusable audio player template for music clips.', author: 'Varun Bardwaj', url: 'https://github.com/varunpbardwaj/remotion-audio-player-template/', submittedOn: '2022-03-29', category: 'motion'},
  {title: 'Old french TV trailer (tribute)', description: 'Tribute recreation of an early-2000s French TV jingle.', author: 'Antoine Caron & Mickaël Alves', url: 'https://twitter.com/Slashgear_', submittedOn: '2022', category: 'motion'},
  {title: 'GIF Logo for ProductHunt', description: 'Animated logo GIF made for a product launch.', author: 'Dominik Sumer', url: 'https://github.com/snappify-io/producthunt-gif', submittedOn: '2022', category: 'marketing'},
  {title: 'Master Duel Week', description: "Bot that posts a weekly video of a card game's top decks.", author: 'Kalle Chen', url: 'https://github.com/KalleChen/master-duel-week', submittedOn: '2022', category: 'automated'},
];
