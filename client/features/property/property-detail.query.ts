import { graphql } from '../../generated';

/** Everything the detail page shows; the components take this fragment's type. */
export const PropertyDetailFields = graphql(`
  fragment PropertyDetailFields on Property {
    id
    title
    description
    availability
    ribbon
    goal
    typeDescription
    city
    latitude
    longitude
    virtualTourUrl
    type {
      id
      name
    }
    publishedAt
    price {
      amount
      formatted
      onDemand
    }
    address {
      formatted
      street
      houseNumber
      boxNr
      zip
      city
      countryId
      published
    }
    photos {
      url
      width
      height
      position
      name
    }
    costs {
      uniqueCode
      priceOnDemand
      monthlyRent
      chargesRenter
      chargesOwner
      depositAmount
      agencyCost
      inventoryCost
    }
    rooms {
      bedrooms
      bathrooms
      showerRooms
      toilets
      garages
      parkings
      externalParkings
      floors
    }
    surfaces {
      total
      living
      ground
      terrace
      garden
      office
      store
      constructed
    }
    building {
      frontWidth
      plotWidth
      constructionYear
      renovationYear
      facades
    }
    energy {
      region
      band
      letter
      imageUrl
      epcValue
      epcLabelText
      specificEnergy
      totalEnergy
      co2Emission
      eLevel
      certificateNumber
      certificateEndDate
    }
    comfort {
      heating
      glazing
      windowFrame
      kitchen
      roof
      interiorComfort
      exteriorComfort
    }
    risks {
      floodRisk
      floodZone
      gScore
      pScore
      asbestosType
      asbestosDate
    }
    planning {
      permit
      allotmentPermit
      preemptiveRights
      summons
      judicialDecision
      areaApplication
    }
    purchaseCosts {
      notaryFee
      registrationRights
      vat
      constructionCost
    }
    annuity {
      bouquet
      monthlyAnnuity
      occupied
      sellerAges
    }
    documents {
      name
      url
    }
    video {
      kind
      embedId
      url
    }
    pointsOfInterest {
      category
      name
      distanceMeters
    }
    mobility {
      publicTransport
      education
      shops
      leisure
      health
      environment
      nearby
    }
    similar {
      ...PropertyCard
    }
    manager {
      firstName
      lastName
      jobTitle
      phone
      email
      photoUrl
    }
  }
`);

export const PropertyDetailQuery = graphql(`
  query PropertyDetail($id: Int!, $lang: String) {
    property(id: $id, lang: $lang) {
      ...PropertyDetailFields
    }
  }
`);
