/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CatalogSummary($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) {\n      total\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n  }\n": typeof types.CatalogSummaryDocument,
    "\n  query ResolvePath($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      lang\n      propertyId\n      articleId\n      testimonialId\n      menuId\n    }\n  }\n": typeof types.ResolvePathDocument,
    "\n  query Consent($lang: String) {\n    siteConfig(lang: $lang) {\n      siteInfo {\n        analyticsId\n        tagManagerId\n        pixelId\n        adsId\n      }\n    }\n  }\n": typeof types.ConsentDocument,
    "\n  query Services($lang: String) {\n    serviceArticles(lang: $lang) {\n      id\n      title\n      summary\n      imageUrl\n      path\n    }\n    siteConfig(lang: $lang) {\n      servicesMax\n    }\n  }\n": typeof types.ServicesDocument,
    "\n  query Team($lang: String) {\n    teamMembers(lang: $lang) {\n      id\n      firstName\n      lastName\n      jobTitle\n      bio\n      email\n      phone\n      photoUrl\n    }\n  }\n": typeof types.TeamDocument,
    "\n  query Agency($lang: String) {\n    siteConfig(lang: $lang) {\n      agency {\n        name\n        street\n        zip\n        city\n        phone\n        email\n        vat\n      }\n    }\n  }\n": typeof types.AgencyDocument,
    "\n  query PageRoute($lang: String) {\n    routes(lang: $lang) {\n      key\n      breadcrumbs {\n        name\n      }\n    }\n  }\n": typeof types.PageRouteDocument,
    "\n  query Faq($lang: String) {\n    faq(lang: $lang) {\n      id\n      question\n      answer\n    }\n  }\n": typeof types.FaqDocument,
    "\n  query MenuPage($lang: String) {\n    menus(lang: $lang) {\n      id\n      title\n      content\n      modules\n      children {\n        id\n        title\n        content\n        modules\n      }\n    }\n  }\n": typeof types.MenuPageDocument,
    "\n  query Modules($ids: [Int!], $lang: String) {\n    modules(ids: $ids, lang: $lang) {\n      id\n      title\n      titlePublic\n      titleSize\n      description\n      view\n      span\n      columns {\n        sm\n        md\n        lg\n      }\n      backgroundType\n      colorBackground\n      image\n      numberItemOfRow\n      maxItems\n      cssClass\n      relations {\n        type\n        id\n      }\n    }\n  }\n": typeof types.ModulesDocument,
    "\n  query ServiceArticlePage($lang: String) {\n    serviceArticles(lang: $lang) {\n      id\n      title\n      summary\n      imageUrl\n      body\n    }\n  }\n": typeof types.ServiceArticlePageDocument,
    "\n  query TestimonialPage($lang: String) {\n    testimonials(lang: $lang, limit: 20) {\n      id\n      name\n      date\n      comment\n      lang\n      imageUrl\n      postedBy\n      website\n    }\n  }\n": typeof types.TestimonialPageDocument,
    "\n  mutation RegisterDemand($input: DemandRegisterInput!) {\n    registerDemand(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.RegisterDemandDocument,
    "\n  query DemandChoices($lang: String) {\n    propertyTypes(lang: $lang) {\n      id\n      name\n    }\n    cities(lang: $lang) {\n      id\n      name\n      zip\n    }\n  }\n": typeof types.DemandChoicesDocument,
    "\n  mutation SubscribeNewsletter($input: NewsletterInput!) {\n    subscribeNewsletter(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  query CaptchaChallenge {\n    captchaChallenge {\n      algorithm\n      salt\n      challenge\n      maxNumber\n      signature\n    }\n  }\n": typeof types.CaptchaChallengeDocument,
    "\n  mutation SubmitSiteContact($input: ContactFormInput!) {\n    submitSiteContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.SubmitSiteContactDocument,
    "\n  mutation RequestVisit($input: ContactFormInput!) {\n    requestVisit(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.RequestVisitDocument,
    "\n  mutation RequestMoreInfo($input: ContactFormInput!) {\n    requestMoreInfo(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.RequestMoreInfoDocument,
    "\n  mutation SubmitConstructionContact($input: ContactFormInput!) {\n    submitConstructionContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.SubmitConstructionContactDocument,
    "\n  mutation RequestDocuments($input: DocumentsRequestInput!) {\n    requestDocuments(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.RequestDocumentsDocument,
    "\n  fragment FormResultFields on FormResult {\n    ok\n    status\n    message\n    thankYouPath\n    submissionId\n    errors {\n      field\n      code\n      message\n    }\n  }\n": typeof types.FormResultFieldsFragmentDoc,
    "\n  mutation SubmitJobContact($input: JobContactInput!) {\n    submitJobContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.SubmitJobContactDocument,
    "\n  mutation SubmitOffer($input: OfferInput!) {\n    submitOffer(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.SubmitOfferDocument,
    "\n  mutation ApplyToRent($input: RentApplicationInput!) {\n    applyToRent(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.ApplyToRentDocument,
    "\n  query PrivacyRoute {\n    routes {\n      key\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": typeof types.PrivacyRouteDocument,
    "\n  mutation SendToFriend($input: SendToFriendInput!) {\n    sendToFriend(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.SendToFriendDocument,
    "\n  mutation SubmitTestimonial($input: TestimonialFormInput!) {\n    submitTestimonial(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.SubmitTestimonialDocument,
    "\n  mutation RequestValuation($input: ValuationRequestInput!) {\n    requestValuation(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.RequestValuationDocument,
    "\n  query Home($lang: String) {\n    siteConfig(lang: $lang) {\n      homeLatestMax\n      banner {\n        type\n        image\n        gallery\n        video\n        title\n        description\n      }\n      search {\n        showSearchInput\n        showSearchButton\n        showSearchCount\n        showCountProperty\n        logoUrl\n        title\n        description\n      }\n    }\n    forSale: properties(filter: { goal: SALE }, pageSize: 4, lang: $lang) {\n      total\n      items {\n        ...PropertyCard\n      }\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n    routes(lang: $lang) {\n      key\n      path\n    }\n    testimonials(limit: 20, lang: $lang) {\n      id\n      name\n      comment\n      date\n      path\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query Layout($lang: String, $path: String!) {\n    menus(lang: $lang) {\n      id\n      title\n      path\n      children {\n        id\n        title\n        path\n      }\n    }\n    siteConfig(lang: $lang) {\n      agency {\n        name\n      }\n      topBar {\n        show\n        left {\n          label\n          link\n          icon\n          colour\n          newTab\n        }\n        right {\n          label\n          link\n          icon\n          colour\n          newTab\n        }\n      }\n      header {\n        logoUrl\n        logoPosition\n        menuPosition\n        languageSwitcherPosition\n        hideLogoOnHomeTop\n      }\n      footer {\n        copyright\n        columns {\n          title\n          intro\n          fullText\n          images\n          widths {\n            sm\n            md\n            lg\n          }\n        }\n      }\n    }\n    languages {\n      code\n      use\n    }\n    resolvePath(path: $path, lang: $lang) {\n      key\n      kind\n      propertyId\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": typeof types.LayoutDocument,
    "\n  query PropertyPaths($id: Int!) {\n    property(id: $id) {\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": typeof types.PropertyPathsDocument,
    "\n  query ListFilters($goal: Goal!, $lang: String) {\n    cities(goal: $goal, lang: $lang) {\n      id\n      name\n      zip\n      filter\n    }\n    propertyTypes(lang: $lang) {\n      id\n      name\n    }\n  }\n": typeof types.ListFiltersDocument,
    "\n  query List($goal: Goal!, $city: String, $type: Int, $page: Int!, $lang: String) {\n    properties(filter: { goal: $goal, city: $city, type: $type }, page: $page, pageSize: 12, lang: $lang) {\n      total\n      page\n      pageCount\n      items {\n        ...PropertyCard\n      }\n    }\n  }\n": typeof types.ListDocument,
    "\n  fragment PropertyCard on Property {\n    id\n    title\n    city\n    path\n    availability\n    price {\n      formatted\n    }\n    thumbnail {\n      url\n      width\n      height\n    }\n    type {\n      name\n    }\n  }\n": typeof types.PropertyCardFragmentDoc,
    "\n  query AppointmentSlots($propertyId: Int!) {\n    appointmentSlots(propertyId: $propertyId) {\n      id\n      startsAt\n      endsAt\n      capacity\n      remaining\n    }\n  }\n": typeof types.AppointmentSlotsDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      ...FormResultFields\n    }\n  }\n": typeof types.BookAppointmentDocument,
    "\n  fragment PropertyDetailFields on Property {\n    id\n    title\n    description\n    availability\n    goal\n    typeDescription\n    city\n    latitude\n    longitude\n    virtualTourUrl\n    type {\n      id\n      name\n    }\n    price {\n      amount\n      formatted\n      onDemand\n    }\n    address {\n      formatted\n    }\n    photos {\n      url\n      width\n      height\n      position\n      name\n    }\n    costs {\n      uniqueCode\n      priceOnDemand\n      monthlyRent\n      chargesRenter\n      chargesOwner\n      depositAmount\n      agencyCost\n      inventoryCost\n    }\n    rooms {\n      bedrooms\n      bathrooms\n      showerRooms\n      toilets\n      garages\n      parkings\n      externalParkings\n      floors\n    }\n    surfaces {\n      total\n      living\n      ground\n      terrace\n      garden\n      office\n      store\n      constructed\n    }\n    building {\n      frontWidth\n      plotWidth\n      constructionYear\n      renovationYear\n      facades\n    }\n    energy {\n      region\n      band\n      imageUrl\n      epcValue\n      epcLabelText\n      specificEnergy\n      totalEnergy\n      co2Emission\n      eLevel\n      certificateNumber\n      certificateEndDate\n    }\n    comfort {\n      heating\n      glazing\n      windowFrame\n      kitchen\n      roof\n      interiorComfort\n      exteriorComfort\n    }\n    risks {\n      floodRisk\n      floodZone\n      gScore\n      pScore\n      asbestosType\n      asbestosDate\n    }\n    planning {\n      permit\n      allotmentPermit\n      preemptiveRights\n      summons\n      judicialDecision\n      areaApplication\n    }\n    purchaseCosts {\n      notaryFee\n      registrationRights\n      vat\n      constructionCost\n    }\n    annuity {\n      bouquet\n      monthlyAnnuity\n      occupied\n      sellerAges\n    }\n    documents {\n      name\n      url\n    }\n    video {\n      kind\n      embedId\n      url\n    }\n    pointsOfInterest {\n      category\n      name\n      distanceMeters\n    }\n    mobility {\n      publicTransport\n      education\n      shops\n      leisure\n      health\n      environment\n      nearby\n    }\n    manager {\n      firstName\n      lastName\n      jobTitle\n      phone\n      email\n      photoUrl\n    }\n  }\n": typeof types.PropertyDetailFieldsFragmentDoc,
    "\n  query PropertyDetail($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      ...PropertyDetailFields\n    }\n  }\n": typeof types.PropertyDetailDocument,
    "\n  query MapSettings($lang: String) {\n    siteConfig(lang: $lang) {\n      map {\n        tileUrl\n        attribution\n      }\n    }\n  }\n": typeof types.MapSettingsDocument,
    "\n  query Search($text: String!, $lang: String) {\n    search(text: $text, lang: $lang) {\n      types {\n        id\n        name\n        countSaleProperty\n        countRentProperty\n      }\n      cities {\n        name\n        zip\n        countSale\n        countRent\n        filter\n      }\n      properties {\n        id\n        typeDescription\n        path\n        thumbnail {\n          url\n        }\n      }\n    }\n  }\n": typeof types.SearchDocument,
};
const documents: Documents = {
    "\n  query CatalogSummary($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) {\n      total\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n  }\n": types.CatalogSummaryDocument,
    "\n  query ResolvePath($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      lang\n      propertyId\n      articleId\n      testimonialId\n      menuId\n    }\n  }\n": types.ResolvePathDocument,
    "\n  query Consent($lang: String) {\n    siteConfig(lang: $lang) {\n      siteInfo {\n        analyticsId\n        tagManagerId\n        pixelId\n        adsId\n      }\n    }\n  }\n": types.ConsentDocument,
    "\n  query Services($lang: String) {\n    serviceArticles(lang: $lang) {\n      id\n      title\n      summary\n      imageUrl\n      path\n    }\n    siteConfig(lang: $lang) {\n      servicesMax\n    }\n  }\n": types.ServicesDocument,
    "\n  query Team($lang: String) {\n    teamMembers(lang: $lang) {\n      id\n      firstName\n      lastName\n      jobTitle\n      bio\n      email\n      phone\n      photoUrl\n    }\n  }\n": types.TeamDocument,
    "\n  query Agency($lang: String) {\n    siteConfig(lang: $lang) {\n      agency {\n        name\n        street\n        zip\n        city\n        phone\n        email\n        vat\n      }\n    }\n  }\n": types.AgencyDocument,
    "\n  query PageRoute($lang: String) {\n    routes(lang: $lang) {\n      key\n      breadcrumbs {\n        name\n      }\n    }\n  }\n": types.PageRouteDocument,
    "\n  query Faq($lang: String) {\n    faq(lang: $lang) {\n      id\n      question\n      answer\n    }\n  }\n": types.FaqDocument,
    "\n  query MenuPage($lang: String) {\n    menus(lang: $lang) {\n      id\n      title\n      content\n      modules\n      children {\n        id\n        title\n        content\n        modules\n      }\n    }\n  }\n": types.MenuPageDocument,
    "\n  query Modules($ids: [Int!], $lang: String) {\n    modules(ids: $ids, lang: $lang) {\n      id\n      title\n      titlePublic\n      titleSize\n      description\n      view\n      span\n      columns {\n        sm\n        md\n        lg\n      }\n      backgroundType\n      colorBackground\n      image\n      numberItemOfRow\n      maxItems\n      cssClass\n      relations {\n        type\n        id\n      }\n    }\n  }\n": types.ModulesDocument,
    "\n  query ServiceArticlePage($lang: String) {\n    serviceArticles(lang: $lang) {\n      id\n      title\n      summary\n      imageUrl\n      body\n    }\n  }\n": types.ServiceArticlePageDocument,
    "\n  query TestimonialPage($lang: String) {\n    testimonials(lang: $lang, limit: 20) {\n      id\n      name\n      date\n      comment\n      lang\n      imageUrl\n      postedBy\n      website\n    }\n  }\n": types.TestimonialPageDocument,
    "\n  mutation RegisterDemand($input: DemandRegisterInput!) {\n    registerDemand(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.RegisterDemandDocument,
    "\n  query DemandChoices($lang: String) {\n    propertyTypes(lang: $lang) {\n      id\n      name\n    }\n    cities(lang: $lang) {\n      id\n      name\n      zip\n    }\n  }\n": types.DemandChoicesDocument,
    "\n  mutation SubscribeNewsletter($input: NewsletterInput!) {\n    subscribeNewsletter(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  query CaptchaChallenge {\n    captchaChallenge {\n      algorithm\n      salt\n      challenge\n      maxNumber\n      signature\n    }\n  }\n": types.CaptchaChallengeDocument,
    "\n  mutation SubmitSiteContact($input: ContactFormInput!) {\n    submitSiteContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.SubmitSiteContactDocument,
    "\n  mutation RequestVisit($input: ContactFormInput!) {\n    requestVisit(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.RequestVisitDocument,
    "\n  mutation RequestMoreInfo($input: ContactFormInput!) {\n    requestMoreInfo(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.RequestMoreInfoDocument,
    "\n  mutation SubmitConstructionContact($input: ContactFormInput!) {\n    submitConstructionContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.SubmitConstructionContactDocument,
    "\n  mutation RequestDocuments($input: DocumentsRequestInput!) {\n    requestDocuments(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.RequestDocumentsDocument,
    "\n  fragment FormResultFields on FormResult {\n    ok\n    status\n    message\n    thankYouPath\n    submissionId\n    errors {\n      field\n      code\n      message\n    }\n  }\n": types.FormResultFieldsFragmentDoc,
    "\n  mutation SubmitJobContact($input: JobContactInput!) {\n    submitJobContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.SubmitJobContactDocument,
    "\n  mutation SubmitOffer($input: OfferInput!) {\n    submitOffer(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.SubmitOfferDocument,
    "\n  mutation ApplyToRent($input: RentApplicationInput!) {\n    applyToRent(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.ApplyToRentDocument,
    "\n  query PrivacyRoute {\n    routes {\n      key\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": types.PrivacyRouteDocument,
    "\n  mutation SendToFriend($input: SendToFriendInput!) {\n    sendToFriend(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.SendToFriendDocument,
    "\n  mutation SubmitTestimonial($input: TestimonialFormInput!) {\n    submitTestimonial(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.SubmitTestimonialDocument,
    "\n  mutation RequestValuation($input: ValuationRequestInput!) {\n    requestValuation(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.RequestValuationDocument,
    "\n  query Home($lang: String) {\n    siteConfig(lang: $lang) {\n      homeLatestMax\n      banner {\n        type\n        image\n        gallery\n        video\n        title\n        description\n      }\n      search {\n        showSearchInput\n        showSearchButton\n        showSearchCount\n        showCountProperty\n        logoUrl\n        title\n        description\n      }\n    }\n    forSale: properties(filter: { goal: SALE }, pageSize: 4, lang: $lang) {\n      total\n      items {\n        ...PropertyCard\n      }\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n    routes(lang: $lang) {\n      key\n      path\n    }\n    testimonials(limit: 20, lang: $lang) {\n      id\n      name\n      comment\n      date\n      path\n    }\n  }\n": types.HomeDocument,
    "\n  query Layout($lang: String, $path: String!) {\n    menus(lang: $lang) {\n      id\n      title\n      path\n      children {\n        id\n        title\n        path\n      }\n    }\n    siteConfig(lang: $lang) {\n      agency {\n        name\n      }\n      topBar {\n        show\n        left {\n          label\n          link\n          icon\n          colour\n          newTab\n        }\n        right {\n          label\n          link\n          icon\n          colour\n          newTab\n        }\n      }\n      header {\n        logoUrl\n        logoPosition\n        menuPosition\n        languageSwitcherPosition\n        hideLogoOnHomeTop\n      }\n      footer {\n        copyright\n        columns {\n          title\n          intro\n          fullText\n          images\n          widths {\n            sm\n            md\n            lg\n          }\n        }\n      }\n    }\n    languages {\n      code\n      use\n    }\n    resolvePath(path: $path, lang: $lang) {\n      key\n      kind\n      propertyId\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": types.LayoutDocument,
    "\n  query PropertyPaths($id: Int!) {\n    property(id: $id) {\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": types.PropertyPathsDocument,
    "\n  query ListFilters($goal: Goal!, $lang: String) {\n    cities(goal: $goal, lang: $lang) {\n      id\n      name\n      zip\n      filter\n    }\n    propertyTypes(lang: $lang) {\n      id\n      name\n    }\n  }\n": types.ListFiltersDocument,
    "\n  query List($goal: Goal!, $city: String, $type: Int, $page: Int!, $lang: String) {\n    properties(filter: { goal: $goal, city: $city, type: $type }, page: $page, pageSize: 12, lang: $lang) {\n      total\n      page\n      pageCount\n      items {\n        ...PropertyCard\n      }\n    }\n  }\n": types.ListDocument,
    "\n  fragment PropertyCard on Property {\n    id\n    title\n    city\n    path\n    availability\n    price {\n      formatted\n    }\n    thumbnail {\n      url\n      width\n      height\n    }\n    type {\n      name\n    }\n  }\n": types.PropertyCardFragmentDoc,
    "\n  query AppointmentSlots($propertyId: Int!) {\n    appointmentSlots(propertyId: $propertyId) {\n      id\n      startsAt\n      endsAt\n      capacity\n      remaining\n    }\n  }\n": types.AppointmentSlotsDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      ...FormResultFields\n    }\n  }\n": types.BookAppointmentDocument,
    "\n  fragment PropertyDetailFields on Property {\n    id\n    title\n    description\n    availability\n    goal\n    typeDescription\n    city\n    latitude\n    longitude\n    virtualTourUrl\n    type {\n      id\n      name\n    }\n    price {\n      amount\n      formatted\n      onDemand\n    }\n    address {\n      formatted\n    }\n    photos {\n      url\n      width\n      height\n      position\n      name\n    }\n    costs {\n      uniqueCode\n      priceOnDemand\n      monthlyRent\n      chargesRenter\n      chargesOwner\n      depositAmount\n      agencyCost\n      inventoryCost\n    }\n    rooms {\n      bedrooms\n      bathrooms\n      showerRooms\n      toilets\n      garages\n      parkings\n      externalParkings\n      floors\n    }\n    surfaces {\n      total\n      living\n      ground\n      terrace\n      garden\n      office\n      store\n      constructed\n    }\n    building {\n      frontWidth\n      plotWidth\n      constructionYear\n      renovationYear\n      facades\n    }\n    energy {\n      region\n      band\n      imageUrl\n      epcValue\n      epcLabelText\n      specificEnergy\n      totalEnergy\n      co2Emission\n      eLevel\n      certificateNumber\n      certificateEndDate\n    }\n    comfort {\n      heating\n      glazing\n      windowFrame\n      kitchen\n      roof\n      interiorComfort\n      exteriorComfort\n    }\n    risks {\n      floodRisk\n      floodZone\n      gScore\n      pScore\n      asbestosType\n      asbestosDate\n    }\n    planning {\n      permit\n      allotmentPermit\n      preemptiveRights\n      summons\n      judicialDecision\n      areaApplication\n    }\n    purchaseCosts {\n      notaryFee\n      registrationRights\n      vat\n      constructionCost\n    }\n    annuity {\n      bouquet\n      monthlyAnnuity\n      occupied\n      sellerAges\n    }\n    documents {\n      name\n      url\n    }\n    video {\n      kind\n      embedId\n      url\n    }\n    pointsOfInterest {\n      category\n      name\n      distanceMeters\n    }\n    mobility {\n      publicTransport\n      education\n      shops\n      leisure\n      health\n      environment\n      nearby\n    }\n    manager {\n      firstName\n      lastName\n      jobTitle\n      phone\n      email\n      photoUrl\n    }\n  }\n": types.PropertyDetailFieldsFragmentDoc,
    "\n  query PropertyDetail($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      ...PropertyDetailFields\n    }\n  }\n": types.PropertyDetailDocument,
    "\n  query MapSettings($lang: String) {\n    siteConfig(lang: $lang) {\n      map {\n        tileUrl\n        attribution\n      }\n    }\n  }\n": types.MapSettingsDocument,
    "\n  query Search($text: String!, $lang: String) {\n    search(text: $text, lang: $lang) {\n      types {\n        id\n        name\n        countSaleProperty\n        countRentProperty\n      }\n      cities {\n        name\n        zip\n        countSale\n        countRent\n        filter\n      }\n      properties {\n        id\n        typeDescription\n        path\n        thumbnail {\n          url\n        }\n      }\n    }\n  }\n": types.SearchDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogSummary($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) {\n      total\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query CatalogSummary($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) {\n      total\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResolvePath($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      lang\n      propertyId\n      articleId\n      testimonialId\n      menuId\n    }\n  }\n"): (typeof documents)["\n  query ResolvePath($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      lang\n      propertyId\n      articleId\n      testimonialId\n      menuId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Consent($lang: String) {\n    siteConfig(lang: $lang) {\n      siteInfo {\n        analyticsId\n        tagManagerId\n        pixelId\n        adsId\n      }\n    }\n  }\n"): (typeof documents)["\n  query Consent($lang: String) {\n    siteConfig(lang: $lang) {\n      siteInfo {\n        analyticsId\n        tagManagerId\n        pixelId\n        adsId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Services($lang: String) {\n    serviceArticles(lang: $lang) {\n      id\n      title\n      summary\n      imageUrl\n      path\n    }\n    siteConfig(lang: $lang) {\n      servicesMax\n    }\n  }\n"): (typeof documents)["\n  query Services($lang: String) {\n    serviceArticles(lang: $lang) {\n      id\n      title\n      summary\n      imageUrl\n      path\n    }\n    siteConfig(lang: $lang) {\n      servicesMax\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team($lang: String) {\n    teamMembers(lang: $lang) {\n      id\n      firstName\n      lastName\n      jobTitle\n      bio\n      email\n      phone\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  query Team($lang: String) {\n    teamMembers(lang: $lang) {\n      id\n      firstName\n      lastName\n      jobTitle\n      bio\n      email\n      phone\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Agency($lang: String) {\n    siteConfig(lang: $lang) {\n      agency {\n        name\n        street\n        zip\n        city\n        phone\n        email\n        vat\n      }\n    }\n  }\n"): (typeof documents)["\n  query Agency($lang: String) {\n    siteConfig(lang: $lang) {\n      agency {\n        name\n        street\n        zip\n        city\n        phone\n        email\n        vat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageRoute($lang: String) {\n    routes(lang: $lang) {\n      key\n      breadcrumbs {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageRoute($lang: String) {\n    routes(lang: $lang) {\n      key\n      breadcrumbs {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Faq($lang: String) {\n    faq(lang: $lang) {\n      id\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query Faq($lang: String) {\n    faq(lang: $lang) {\n      id\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuPage($lang: String) {\n    menus(lang: $lang) {\n      id\n      title\n      content\n      modules\n      children {\n        id\n        title\n        content\n        modules\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuPage($lang: String) {\n    menus(lang: $lang) {\n      id\n      title\n      content\n      modules\n      children {\n        id\n        title\n        content\n        modules\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Modules($ids: [Int!], $lang: String) {\n    modules(ids: $ids, lang: $lang) {\n      id\n      title\n      titlePublic\n      titleSize\n      description\n      view\n      span\n      columns {\n        sm\n        md\n        lg\n      }\n      backgroundType\n      colorBackground\n      image\n      numberItemOfRow\n      maxItems\n      cssClass\n      relations {\n        type\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query Modules($ids: [Int!], $lang: String) {\n    modules(ids: $ids, lang: $lang) {\n      id\n      title\n      titlePublic\n      titleSize\n      description\n      view\n      span\n      columns {\n        sm\n        md\n        lg\n      }\n      backgroundType\n      colorBackground\n      image\n      numberItemOfRow\n      maxItems\n      cssClass\n      relations {\n        type\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceArticlePage($lang: String) {\n    serviceArticles(lang: $lang) {\n      id\n      title\n      summary\n      imageUrl\n      body\n    }\n  }\n"): (typeof documents)["\n  query ServiceArticlePage($lang: String) {\n    serviceArticles(lang: $lang) {\n      id\n      title\n      summary\n      imageUrl\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestimonialPage($lang: String) {\n    testimonials(lang: $lang, limit: 20) {\n      id\n      name\n      date\n      comment\n      lang\n      imageUrl\n      postedBy\n      website\n    }\n  }\n"): (typeof documents)["\n  query TestimonialPage($lang: String) {\n    testimonials(lang: $lang, limit: 20) {\n      id\n      name\n      date\n      comment\n      lang\n      imageUrl\n      postedBy\n      website\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterDemand($input: DemandRegisterInput!) {\n    registerDemand(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterDemand($input: DemandRegisterInput!) {\n    registerDemand(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemandChoices($lang: String) {\n    propertyTypes(lang: $lang) {\n      id\n      name\n    }\n    cities(lang: $lang) {\n      id\n      name\n      zip\n    }\n  }\n"): (typeof documents)["\n  query DemandChoices($lang: String) {\n    propertyTypes(lang: $lang) {\n      id\n      name\n    }\n    cities(lang: $lang) {\n      id\n      name\n      zip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($input: NewsletterInput!) {\n    subscribeNewsletter(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($input: NewsletterInput!) {\n    subscribeNewsletter(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptchaChallenge {\n    captchaChallenge {\n      algorithm\n      salt\n      challenge\n      maxNumber\n      signature\n    }\n  }\n"): (typeof documents)["\n  query CaptchaChallenge {\n    captchaChallenge {\n      algorithm\n      salt\n      challenge\n      maxNumber\n      signature\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSiteContact($input: ContactFormInput!) {\n    submitSiteContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSiteContact($input: ContactFormInput!) {\n    submitSiteContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestVisit($input: ContactFormInput!) {\n    requestVisit(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestVisit($input: ContactFormInput!) {\n    requestVisit(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMoreInfo($input: ContactFormInput!) {\n    requestMoreInfo(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMoreInfo($input: ContactFormInput!) {\n    requestMoreInfo(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitConstructionContact($input: ContactFormInput!) {\n    submitConstructionContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitConstructionContact($input: ContactFormInput!) {\n    submitConstructionContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDocuments($input: DocumentsRequestInput!) {\n    requestDocuments(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDocuments($input: DocumentsRequestInput!) {\n    requestDocuments(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FormResultFields on FormResult {\n    ok\n    status\n    message\n    thankYouPath\n    submissionId\n    errors {\n      field\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment FormResultFields on FormResult {\n    ok\n    status\n    message\n    thankYouPath\n    submissionId\n    errors {\n      field\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitJobContact($input: JobContactInput!) {\n    submitJobContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitJobContact($input: JobContactInput!) {\n    submitJobContact(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitOffer($input: OfferInput!) {\n    submitOffer(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitOffer($input: OfferInput!) {\n    submitOffer(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyToRent($input: RentApplicationInput!) {\n    applyToRent(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyToRent($input: RentApplicationInput!) {\n    applyToRent(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyRoute {\n    routes {\n      key\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrivacyRoute {\n    routes {\n      key\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendToFriend($input: SendToFriendInput!) {\n    sendToFriend(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendToFriend($input: SendToFriendInput!) {\n    sendToFriend(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTestimonial($input: TestimonialFormInput!) {\n    submitTestimonial(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitTestimonial($input: TestimonialFormInput!) {\n    submitTestimonial(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestValuation($input: ValuationRequestInput!) {\n    requestValuation(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestValuation($input: ValuationRequestInput!) {\n    requestValuation(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home($lang: String) {\n    siteConfig(lang: $lang) {\n      homeLatestMax\n      banner {\n        type\n        image\n        gallery\n        video\n        title\n        description\n      }\n      search {\n        showSearchInput\n        showSearchButton\n        showSearchCount\n        showCountProperty\n        logoUrl\n        title\n        description\n      }\n    }\n    forSale: properties(filter: { goal: SALE }, pageSize: 4, lang: $lang) {\n      total\n      items {\n        ...PropertyCard\n      }\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n    routes(lang: $lang) {\n      key\n      path\n    }\n    testimonials(limit: 20, lang: $lang) {\n      id\n      name\n      comment\n      date\n      path\n    }\n  }\n"): (typeof documents)["\n  query Home($lang: String) {\n    siteConfig(lang: $lang) {\n      homeLatestMax\n      banner {\n        type\n        image\n        gallery\n        video\n        title\n        description\n      }\n      search {\n        showSearchInput\n        showSearchButton\n        showSearchCount\n        showCountProperty\n        logoUrl\n        title\n        description\n      }\n    }\n    forSale: properties(filter: { goal: SALE }, pageSize: 4, lang: $lang) {\n      total\n      items {\n        ...PropertyCard\n      }\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n    routes(lang: $lang) {\n      key\n      path\n    }\n    testimonials(limit: 20, lang: $lang) {\n      id\n      name\n      comment\n      date\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Layout($lang: String, $path: String!) {\n    menus(lang: $lang) {\n      id\n      title\n      path\n      children {\n        id\n        title\n        path\n      }\n    }\n    siteConfig(lang: $lang) {\n      agency {\n        name\n      }\n      topBar {\n        show\n        left {\n          label\n          link\n          icon\n          colour\n          newTab\n        }\n        right {\n          label\n          link\n          icon\n          colour\n          newTab\n        }\n      }\n      header {\n        logoUrl\n        logoPosition\n        menuPosition\n        languageSwitcherPosition\n        hideLogoOnHomeTop\n      }\n      footer {\n        copyright\n        columns {\n          title\n          intro\n          fullText\n          images\n          widths {\n            sm\n            md\n            lg\n          }\n        }\n      }\n    }\n    languages {\n      code\n      use\n    }\n    resolvePath(path: $path, lang: $lang) {\n      key\n      kind\n      propertyId\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"): (typeof documents)["\n  query Layout($lang: String, $path: String!) {\n    menus(lang: $lang) {\n      id\n      title\n      path\n      children {\n        id\n        title\n        path\n      }\n    }\n    siteConfig(lang: $lang) {\n      agency {\n        name\n      }\n      topBar {\n        show\n        left {\n          label\n          link\n          icon\n          colour\n          newTab\n        }\n        right {\n          label\n          link\n          icon\n          colour\n          newTab\n        }\n      }\n      header {\n        logoUrl\n        logoPosition\n        menuPosition\n        languageSwitcherPosition\n        hideLogoOnHomeTop\n      }\n      footer {\n        copyright\n        columns {\n          title\n          intro\n          fullText\n          images\n          widths {\n            sm\n            md\n            lg\n          }\n        }\n      }\n    }\n    languages {\n      code\n      use\n    }\n    resolvePath(path: $path, lang: $lang) {\n      key\n      kind\n      propertyId\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyPaths($id: Int!) {\n    property(id: $id) {\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"): (typeof documents)["\n  query PropertyPaths($id: Int!) {\n    property(id: $id) {\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListFilters($goal: Goal!, $lang: String) {\n    cities(goal: $goal, lang: $lang) {\n      id\n      name\n      zip\n      filter\n    }\n    propertyTypes(lang: $lang) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ListFilters($goal: Goal!, $lang: String) {\n    cities(goal: $goal, lang: $lang) {\n      id\n      name\n      zip\n      filter\n    }\n    propertyTypes(lang: $lang) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query List($goal: Goal!, $city: String, $type: Int, $page: Int!, $lang: String) {\n    properties(filter: { goal: $goal, city: $city, type: $type }, page: $page, pageSize: 12, lang: $lang) {\n      total\n      page\n      pageCount\n      items {\n        ...PropertyCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query List($goal: Goal!, $city: String, $type: Int, $page: Int!, $lang: String) {\n    properties(filter: { goal: $goal, city: $city, type: $type }, page: $page, pageSize: 12, lang: $lang) {\n      total\n      page\n      pageCount\n      items {\n        ...PropertyCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyCard on Property {\n    id\n    title\n    city\n    path\n    availability\n    price {\n      formatted\n    }\n    thumbnail {\n      url\n      width\n      height\n    }\n    type {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PropertyCard on Property {\n    id\n    title\n    city\n    path\n    availability\n    price {\n      formatted\n    }\n    thumbnail {\n      url\n      width\n      height\n    }\n    type {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentSlots($propertyId: Int!) {\n    appointmentSlots(propertyId: $propertyId) {\n      id\n      startsAt\n      endsAt\n      capacity\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query AppointmentSlots($propertyId: Int!) {\n    appointmentSlots(propertyId: $propertyId) {\n      id\n      startsAt\n      endsAt\n      capacity\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      ...FormResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      ...FormResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyDetailFields on Property {\n    id\n    title\n    description\n    availability\n    goal\n    typeDescription\n    city\n    latitude\n    longitude\n    virtualTourUrl\n    type {\n      id\n      name\n    }\n    price {\n      amount\n      formatted\n      onDemand\n    }\n    address {\n      formatted\n    }\n    photos {\n      url\n      width\n      height\n      position\n      name\n    }\n    costs {\n      uniqueCode\n      priceOnDemand\n      monthlyRent\n      chargesRenter\n      chargesOwner\n      depositAmount\n      agencyCost\n      inventoryCost\n    }\n    rooms {\n      bedrooms\n      bathrooms\n      showerRooms\n      toilets\n      garages\n      parkings\n      externalParkings\n      floors\n    }\n    surfaces {\n      total\n      living\n      ground\n      terrace\n      garden\n      office\n      store\n      constructed\n    }\n    building {\n      frontWidth\n      plotWidth\n      constructionYear\n      renovationYear\n      facades\n    }\n    energy {\n      region\n      band\n      imageUrl\n      epcValue\n      epcLabelText\n      specificEnergy\n      totalEnergy\n      co2Emission\n      eLevel\n      certificateNumber\n      certificateEndDate\n    }\n    comfort {\n      heating\n      glazing\n      windowFrame\n      kitchen\n      roof\n      interiorComfort\n      exteriorComfort\n    }\n    risks {\n      floodRisk\n      floodZone\n      gScore\n      pScore\n      asbestosType\n      asbestosDate\n    }\n    planning {\n      permit\n      allotmentPermit\n      preemptiveRights\n      summons\n      judicialDecision\n      areaApplication\n    }\n    purchaseCosts {\n      notaryFee\n      registrationRights\n      vat\n      constructionCost\n    }\n    annuity {\n      bouquet\n      monthlyAnnuity\n      occupied\n      sellerAges\n    }\n    documents {\n      name\n      url\n    }\n    video {\n      kind\n      embedId\n      url\n    }\n    pointsOfInterest {\n      category\n      name\n      distanceMeters\n    }\n    mobility {\n      publicTransport\n      education\n      shops\n      leisure\n      health\n      environment\n      nearby\n    }\n    manager {\n      firstName\n      lastName\n      jobTitle\n      phone\n      email\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  fragment PropertyDetailFields on Property {\n    id\n    title\n    description\n    availability\n    goal\n    typeDescription\n    city\n    latitude\n    longitude\n    virtualTourUrl\n    type {\n      id\n      name\n    }\n    price {\n      amount\n      formatted\n      onDemand\n    }\n    address {\n      formatted\n    }\n    photos {\n      url\n      width\n      height\n      position\n      name\n    }\n    costs {\n      uniqueCode\n      priceOnDemand\n      monthlyRent\n      chargesRenter\n      chargesOwner\n      depositAmount\n      agencyCost\n      inventoryCost\n    }\n    rooms {\n      bedrooms\n      bathrooms\n      showerRooms\n      toilets\n      garages\n      parkings\n      externalParkings\n      floors\n    }\n    surfaces {\n      total\n      living\n      ground\n      terrace\n      garden\n      office\n      store\n      constructed\n    }\n    building {\n      frontWidth\n      plotWidth\n      constructionYear\n      renovationYear\n      facades\n    }\n    energy {\n      region\n      band\n      imageUrl\n      epcValue\n      epcLabelText\n      specificEnergy\n      totalEnergy\n      co2Emission\n      eLevel\n      certificateNumber\n      certificateEndDate\n    }\n    comfort {\n      heating\n      glazing\n      windowFrame\n      kitchen\n      roof\n      interiorComfort\n      exteriorComfort\n    }\n    risks {\n      floodRisk\n      floodZone\n      gScore\n      pScore\n      asbestosType\n      asbestosDate\n    }\n    planning {\n      permit\n      allotmentPermit\n      preemptiveRights\n      summons\n      judicialDecision\n      areaApplication\n    }\n    purchaseCosts {\n      notaryFee\n      registrationRights\n      vat\n      constructionCost\n    }\n    annuity {\n      bouquet\n      monthlyAnnuity\n      occupied\n      sellerAges\n    }\n    documents {\n      name\n      url\n    }\n    video {\n      kind\n      embedId\n      url\n    }\n    pointsOfInterest {\n      category\n      name\n      distanceMeters\n    }\n    mobility {\n      publicTransport\n      education\n      shops\n      leisure\n      health\n      environment\n      nearby\n    }\n    manager {\n      firstName\n      lastName\n      jobTitle\n      phone\n      email\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyDetail($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      ...PropertyDetailFields\n    }\n  }\n"): (typeof documents)["\n  query PropertyDetail($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      ...PropertyDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapSettings($lang: String) {\n    siteConfig(lang: $lang) {\n      map {\n        tileUrl\n        attribution\n      }\n    }\n  }\n"): (typeof documents)["\n  query MapSettings($lang: String) {\n    siteConfig(lang: $lang) {\n      map {\n        tileUrl\n        attribution\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($text: String!, $lang: String) {\n    search(text: $text, lang: $lang) {\n      types {\n        id\n        name\n        countSaleProperty\n        countRentProperty\n      }\n      cities {\n        name\n        zip\n        countSale\n        countRent\n        filter\n      }\n      properties {\n        id\n        typeDescription\n        path\n        thumbnail {\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search($text: String!, $lang: String) {\n    search(text: $text, lang: $lang) {\n      types {\n        id\n        name\n        countSaleProperty\n        countRentProperty\n      }\n      cities {\n        name\n        zip\n        countSale\n        countRent\n        filter\n      }\n      properties {\n        id\n        typeDescription\n        path\n        thumbnail {\n          url\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;