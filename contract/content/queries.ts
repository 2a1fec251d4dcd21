/**
 * The named GraphQL documents the storefront sends (spec section 7): part of the content contract, since a
 * GraphQL answer holds only what is asked for. They follow the content types in workers/content/data and
 * workers/content/examples/named-queries.graphql
 * (Contentful GraphQL conventions: `{type}Collection(where, limit, preview)`, `{field}Collection`
 * for multi-references, rich text as `{ json links { ... } }`).
 */
const IMAGE = `sys { id } url title description width height contentType`;

/** Entries a rich-text document may embed (spec section 3: info block, text and media, text block, video, accordions, buttons). */
const EMBEDDED_ENTRY = `
  __typename
  sys { id }
  ... on Button { text url variant size inline shape icon }
  ... on Accordions { title itemsCollection(limit: 20) { items { sys { id } title body { json } } } }
  ... on InfoBlock { infoBlockTitle infoBlockText { json } }
  ... on TextAndMedia { textMediaTitle imagePosition mediaText: text { json } image { ${IMAGE} } }
  ... on TextBlock { bodyTextSecondary { json } }
  ... on Video { title videoUrl poster { ${IMAGE} } }
  ... on ImageSingle { title caption image { ${IMAGE} } }
  ... on ContentPage { slug title }
  ... on DynamicForm { title formTitle formDescription { json } inputsCollection(limit: 50) { items { sys { id } title type inputList requiredField placeholderText } } }
`;

const RICH_TEXT = `
  json
  links {
    entries {
      block { ${EMBEDDED_ENTRY} }
      inline { ${EMBEDDED_ENTRY} }
      hyperlink { __typename sys { id } ... on ContentPage { slug title } }
    }
    assets { block { ${IMAGE} } }
  }
`;

const HERO = `sys { id } title titleFontSize slug description overlay heroDesktop { ${IMAGE} } heroMobile { ${IMAGE} } icon { ${IMAGE} }`;

const BANNER = `sys { id } name title preTitle text textRow1 textRow2 buttonText linkUrl isExternalLink template marketingId creative validFrom validUntil
  icon { ${IMAGE} } image { ${IMAGE} } contentImage { ${IMAGE} }`;

const CONTACT = `sys { id } role name phone email image { ${IMAGE} }`;

/** Front page sections (the first eight types) plus the ones content pages add. */
const FRONT_SECTIONS = `
  __typename
  ... on LargeSection { sys { id } title icon { ${IMAGE} } subHero { title text buttonText buttonLink linkUrl isExternalLink template image { ${IMAGE} } } }
  ... on SubBanners { sys { id } name title backgroundColor icon { ${IMAGE} } itemsCollection(limit: 10) { items { ${BANNER} } } }
  ... on RandomBanners { sys { id } title backgroundColor icon { ${IMAGE} } itemsCollection(limit: 20) { items { ${BANNER} } } }
  ... on MarketingBanners { sys { id } name title backgroundColor icon { ${IMAGE} } itemsCollection(limit: 20) { items { sys { id } metaTitle metaDescription linkUrl isExternalLink weight marketingId creative validFrom validUntil bannerDesktop { ${IMAGE} } bannerMobile { ${IMAGE} } } } }
  ... on ContentBanners { sys { id } title icon { ${IMAGE} } itemsCollection(limit: 10) { items { ${BANNER} } } }
  ... on SelectedProducts { sys { id } name title selectedProductsId articleNumbers }
  ... on AssortmentIcons { sys { id } title backgroundColor icon { ${IMAGE} } itemsCollection(limit: 30) { items { sys { id } title linkUrl icon { ${IMAGE} } } } }
  ... on ServiceCards { sys { id } title icon { ${IMAGE} } itemsCollection(limit: 12) { items { sys { id } title text linkUrl linkText icon { ${IMAGE} } } } }
`;

const PAGE_SECTIONS = `
  ${FRONT_SECTIONS}
  ... on AccountApplication { sys { id } title icon { ${IMAGE} } applicationText: text { json } linkUrl linkText }
  ... on ContactCards { sys { id } title icon { ${IMAGE} } contactsCollection(limit: 20) { items { ${CONTACT} } } }
  ... on ImageSetOfThree { sys { id } title imagesCollection(limit: 3) { items { ${IMAGE} } } }
  ... on ImageSingle { sys { id } title caption image { ${IMAGE} } }
  ... on InfoBlock { sys { id } title infoBlockTitle infoBlockText { ${RICH_TEXT} } }
  ... on TextAndMedia { sys { id } title textMediaTitle imagePosition mediaText: text { ${RICH_TEXT} } image { ${IMAGE} } }
  ... on TextBlock { sys { id } title bodyTextSecondary { ${RICH_TEXT} } }
  ... on Video { sys { id } title videoUrl icon { ${IMAGE} } poster { ${IMAGE} } }
  ... on Accordions { sys { id } title icon { ${IMAGE} } itemsCollection(limit: 20) { items { sys { id } title body { json } } } }
`;

const STORE_DETAILS = `sys { id } storeId name address postalCode city phone email label location { lat lon }
  openingHoursMondays openingHoursTuesdays openingHoursWednesdays openingHoursThursdays openingHoursFridays openingHoursSaturdays openingHoursSundays
  specialOpeningHoursCollection(limit: 20) { items { title date openingHours } }
  phoneNumbersCollection(limit: 10) { items { title phone } }
  services assortments`;

export const GET_FRONT_PAGE = `query getFrontPage($preview: Boolean = false) {
  frontPageCollection(limit: 1, preview: $preview) {
    items { sys { id } name metaDescription hero { ${HERO} } sectionsCollection(limit: 20) { items { ${FRONT_SECTIONS} } } }
  }
}`;

export const GET_HERO = `query getHero($slug: String!, $preview: Boolean = false) {
  heroCollection(where: { slug: $slug }, limit: 1, preview: $preview) { items { ${HERO} } }
}`;

export const GET_INFO_BLOCK = `query getInfoBlock($id: String!, $preview: Boolean = false) {
  infoBlock(id: $id, preview: $preview) { sys { id } title infoBlockTitle infoBlockText { ${RICH_TEXT} } }
}`;

export const GET_TEXT_AND_MEDIA = `query getTextAndMedia($id: String!, $preview: Boolean = false) {
  textAndMedia(id: $id, preview: $preview) { sys { id } title textMediaTitle imagePosition mediaText: text { ${RICH_TEXT} } image { ${IMAGE} } }
}`;

export const GET_TEXT_BLOCK = `query getTextBlock($id: String!, $preview: Boolean = false) {
  textBlock(id: $id, preview: $preview) { sys { id } title bodyTextSecondary { ${RICH_TEXT} } }
}`;

export const GET_STORE_DETAILS = `query getStoreDetails($storeId: String!, $preview: Boolean = false) {
  storeDetailsCollection(where: { storeId: $storeId }, limit: 1, preview: $preview) { items { ${STORE_DETAILS} } }
}`;

export const GET_ALL_STORE_DETAILS = `query getAllStoreDetails($preview: Boolean = false) {
  storeDetailsCollection(limit: 200, preview: $preview, order: [name_ASC]) { total items { ${STORE_DETAILS} } }
}`;

export const GET_STORE_PAGE = `query getStorePage($storeId: String!, $preview: Boolean = false) {
  storePageCollection(where: { storeId: $storeId }, limit: 1, preview: $preview) {
    items {
      sys { id } storeId title metaDescription ingress { ${RICH_TEXT} } bodyTextPrimary { ${RICH_TEXT} }
      heroImagesCollection(limit: 5) { items { ${IMAGE} } }
      storeDetails { ${STORE_DETAILS} }
      infoBox { sys { id } infoBlockTitle infoBlockText { ${RICH_TEXT} } }
      assortments services
      storeActivitiesCollection(limit: 10) { items { sys { id } title date description image { ${IMAGE} } } }
      contactsSectionTitle
      contactsCollection(limit: 20) { items { ${CONTACT} } }
      sectionsCollection(limit: 20) { items { ${PAGE_SECTIONS} } }
    }
  }
}`;

export const GET_CONTENT_PAGE = `query getContentPage($slug: String!, $preview: Boolean = false) {
  contentPageCollection(where: { slug: $slug }, limit: 1, preview: $preview) {
    items {
      sys { id } title preTitle slug showSidebar metaDescription canonicalLink displayContacts excludeFromSearch authenticatedOnly
      contentfulMetadata { tags { id name } }
      categorySectionTitle categorySectionIcon { ${IMAGE} }
      ingress { ${RICH_TEXT} }
      bodyTextPrimary { ${RICH_TEXT} }
      categoriesCollection(limit: 50) { items { sys { id } slug title preTitle thumbnail { ${IMAGE} } } }
      hero { ${HERO} }
      thumbnail { ${IMAGE} }
      contactsCollection(limit: 20) { items { ${CONTACT} } }
      linkedFrom { contentListingPageCollection(limit: 5) { items { slug title } } }
      sectionsCollection(limit: 50) { items { ${PAGE_SECTIONS} } }
      banner { ${BANNER} }
    }
  }
}`;

export const GET_CONTENT_LISTING_PAGE = `query getContentListingPage($slug: String!, $preview: Boolean = false) {
  contentListingPageCollection(where: { slug: $slug }, limit: 1, preview: $preview) {
    items {
      sys { id } slug title overlay metaDescription tagOrder
      contentfulMetadata { tags { id name } }
      heroDesktop { ${IMAGE} } heroMobile { ${IMAGE} } icon { ${IMAGE} }
      ingress { ${RICH_TEXT} }
      contentCollection(limit: 100) {
        total
        items { sys { id } slug title preTitle thumbnail { ${IMAGE} } ingress { json }
          banner { image { ${IMAGE} } contentImage { ${IMAGE} } }
          contentfulMetadata { tags { id name } } }
      }
    }
  }
}`;

const RETAILERS = `retailerCollection(limit: 100, preview: $preview, order: [name_ASC]) { total items { sys { id } name address location { lat lon } offerings link } }`;

export const GET_ALL_RETAILERS = `query getAllRetailers($preview: Boolean = false) { ${RETAILERS} }`;

export const GET_RETAILERS = `query getRetailers($preview: Boolean = false) { ${RETAILERS} }`;

export const GET_DYNAMIC_FORM = `query getDynamicForm($id: String!, $preview: Boolean = false) {
  dynamicForm(id: $id, preview: $preview) {
    sys { id } title formTitle recipientEmail formDescription { ${RICH_TEXT} }
    inputsCollection(limit: 50) { items { sys { id } title type inputList requiredField placeholderText } }
  }
}`;
