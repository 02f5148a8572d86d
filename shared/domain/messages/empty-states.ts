// Empty states.

export const noSecondaryListings = 'There are no secondary sale listings yet.';
export const noOffersMade = 'You have not made any offers on any of these NFTs yet';
export const noNotifications = "You don't have any notifications yet";
export const noNftsYet = "You don't have any NFTs Yet.";
export const noResults = '0 Results - Please check the entered data';
export const noOrdersYet = "You don't have any orders yet";
export const noOrdersMatching = 'No orders matching search query';
export const experienceUnavailable = 'THIS EXPERIENCE IS NO LONGER AVAILABLE';
