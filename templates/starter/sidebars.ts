// The docs sidebar, in Docusaurus's shape: doc ids, and categories of doc ids.
export default {
  docs: ['intro', {type: 'category', label: 'Guides', items: ['guides/write-a-page', 'guides/deploy']}],
};
