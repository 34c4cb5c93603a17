// What Storybook and the story tests use of the local backend, in the browser (storyBackend.ts).
export { startStory, storyBackend, storyBackendUrl, storyDatabase, storyOutbox, storyRows } from './storyBackend';
export { storyAdmin, storyAnonKey, storyVisitor } from './storyAccount';
export { seedStoryDownloads, seedStoryLeads } from './storyLeads';
