export { loadKnowledgeDocuments, KNOWLEDGE_DOCUMENT_IDS } from './documents'
