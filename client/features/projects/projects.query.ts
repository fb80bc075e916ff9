import { graphql } from '../../generated';

/** What a project card shows; the list and the project page share it. */
export const ProjectCardFields = graphql(`
  fragment ProjectCard on Project {
    id
    name
    city
    path
    unitsTotal
    unitsAvailable
    priceRange {
      formatted
    }
    thumbnail {
      url
      width
      height
    }
  }
`);

export const ProjectsQuery = graphql(`
  query Projects($lang: String) {
    projects(lang: $lang) {
      ...ProjectCard
    }
  }
`);

/** The project page: the card's data, its texts, photos and units, and the contact page's path. */
export const ProjectDetailQuery = graphql(`
  query ProjectDetail($id: Int!, $lang: String) {
    project(id: $id, lang: $lang) {
      ...ProjectCard
      description
      address {
        formatted
      }
      photos {
        url
        width
        height
        name
        position
      }
      units {
        ...PropertyCard
      }
    }
    routes {
      key
      paths {
        nl
        fr
        en
        de
      }
    }
  }
`);
