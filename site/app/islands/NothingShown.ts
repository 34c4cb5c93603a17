/** An island with nothing of its own to show: a check that runs without React (BuiltArticleIsland, ArticlesCheckIsland, LeadDraftIsland). */
export const NothingShown = () => null;
