import { Agent } from './agent.entity';
import { City } from './city.entity';
import { Project } from './project.entity';
import { Property } from './property.entity';
import { PropertyPhoto } from './property-photo.entity';
import { PropertyText } from './property-text.entity';
import { PropertyType } from './property-type.entity';

export const CATALOG_ENTITIES = [Property, PropertyText, PropertyPhoto, PropertyType, City, Agent, Project];
