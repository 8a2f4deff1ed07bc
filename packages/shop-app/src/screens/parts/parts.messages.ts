/** Messages of the parts screens: /partsService and /personalParts (catalogued in storefront-parts.json). */
import { defineMessages } from 'react-intl';

export const partsMessages = defineMessages({
  serviceTitle: { id: 'storefront.parts.serviceTitle', defaultMessage: 'Parts service' },
  serviceSections: { id: 'storefront.parts.serviceSections', defaultMessage: 'Sections of the parts service' },
  search: { id: 'storefront.parts.tab.search', defaultMessage: 'Find spare parts' },
  posts: { id: 'storefront.parts.tab.posts', defaultMessage: 'Service posts' },
  newPost: { id: 'storefront.parts.tab.newPost', defaultMessage: 'New post' },
  personalTitle: { id: 'storefront.parts.personalTitle', defaultMessage: 'Parts personal centre' },
  personalSections: { id: 'storefront.parts.personalSections', defaultMessage: 'Sections of the parts personal centre' },
  myPosts: { id: 'storefront.parts.tab.myPosts', defaultMessage: 'My service posts' },
  askService: { id: 'storefront.parts.askService', defaultMessage: 'Ask the parts service' },
  postNotFound: { id: 'storefront.parts.postNotFound', defaultMessage: 'This service post was not found.' },
  closeThread: { id: 'storefront.parts.closeThread', defaultMessage: 'Back to all posts' },
  listError: { id: 'storefront.parts.listError', defaultMessage: 'Your service posts could not be loaded.' },
});
