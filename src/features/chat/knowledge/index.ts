export { knowledgeDocuments, KNOWLEDGE_DOCUMENT_IDS } from './documents'
